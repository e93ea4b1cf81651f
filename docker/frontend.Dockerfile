# syntax=docker/dockerfile:1
# One image recipe for every front end as its own static server (distributed mode; see docker-compose.yml).
# Build from the repository root: docker build -f docker/frontend.Dockerfile --build-arg APP=mfe-tracking .
ARG APP
FROM node:20-slim AS build
ARG APP
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY package.json package-lock.json ./
COPY libs ./libs
COPY services ./services
COPY shell/package.json ./shell/
COPY mfe-tracking/package.json ./mfe-tracking/
COPY mfe-reports/package.json ./mfe-reports/
COPY mfe-insights/package.json ./mfe-insights/
COPY mfe-support/package.json ./mfe-support/
COPY e2e/package.json ./e2e/
COPY bench/package.json ./bench/
# The lock lacks some optional platform builds the registry used here does not serve; npm ci refuses
# such a lock, npm install installs the same versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx nx run @tally/${APP}:build --output-style=stream

# The static server uses only Node's built-ins: the runtime image needs the scripts and the build output.
FROM node:20-slim
ARG APP
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 APP=${APP}
COPY --from=build /app/scripts ./scripts
# The port plan the static server reads its default port from (scripts/lib/ports.mjs re-exports it).
COPY --from=build /app/libs/service-kit/src/config/default-ports.mjs ./libs/service-kit/src/config/
COPY --from=build /app/${APP}/dist ./${APP}/dist
USER node
# PORT comes from the environment (docker-compose.yml sets each front end's).
CMD ["sh", "-c", "exec node scripts/serve-frontend.mjs \"$APP\""]
