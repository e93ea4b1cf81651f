# syntax=docker/dockerfile:1
# One image recipe for every service (distributed mode; see docker-compose.yml).
# Build from the repository root: docker build -f docker/service.Dockerfile --build-arg SERVICE=ledger .
ARG SERVICE
FROM node:20-slim AS build
ARG SERVICE
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
# Manifests first, so the dependency layer is cached until a lock file changes.
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
RUN npx nx run @tally/${SERVICE}:build --output-style=stream

FROM node:20-slim
ARG SERVICE
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE}
# npm packages stay external to the bundle (native bindings, worker files), and each service
# reads its migrations from disk: the runtime image keeps the installed workspace.
COPY --from=build --chown=node:node /app /app
USER node
# PORT comes from the environment (docker-compose.yml sets each service's).
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]
