// ESLint for the whole workspace (`npm run lint`; Prettier does the formatting, see .prettierrc.json).
// - TypeScript: typescript-eslint's recommended rules (without type information, so it stays quick).
// - Front ends (shell, mfe-*, libs/ui): React hooks and jsx-a11y recommended rules, browser globals.
// - Module boundaries between packages from the Nx tags in each package.json (`nx.tags`), and the
//   shell's own rule that its features import nothing from its app layer.
// - Front ends call the API by operation id (libs/ui api.call, apiUrl), never by an '/api/' path, and
//   their features import each other only through a feature's public index.
import js from '@eslint/js';
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featurePublicIndex } from './eslint-rules/feature-public-index.mjs';

// @nx/enforce-module-boundaries reads the project graph Nx caches in .nx/workspace-data, and skips
// itself when there is none. Build it now, so a fresh clone is checked and tags just edited count.
await createProjectGraphAsync({ exitOnError: false });

const frontEnd = ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'];

export default defineConfig(
  globalIgnores(['**/dist/', '.nx/', 'coverage/', 'data/', 'tmp/', 'test-results/', 'e2e/artifacts/', 'bench/results/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A `_` prefix marks a name left unused on purpose (an argument a callback must accept, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // Tests look into loosely typed JSON (an OpenAPI document, a response body).
    files: ['**/*.test.{ts,tsx}', 'services/*/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // webpack-cli loads the webpack and Module Federation configs with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser tests hand functions to the page (page.waitForFunction, page.evaluate), which run there.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Front ends: React in the browser.
  {
    files: frontEnd,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: frontEnd,
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
  },

  // Module boundaries between the workspace's packages, from their Nx tags (`nx.tags` in package.json):
  // type:app (services/*, shell, mfe-*), type:launcher (services/embedded), type:bench (bench), type:util (libs/service-kit),
  // type:ui (libs/ui), type:contracts (libs/contracts), type:e2e (e2e); scope:server, scope:web, scope:shared.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // scripts/lib (the set-up behind the README commands, in no package) is shared by the root
          // scripts, the e2e tests and the benchmarks.
          allow: ['^(\\.\\./)+scripts/lib/[\\w.-]+\\.mjs$'],
          depConstraints: [
            // Apps use libraries only: no service imports another service, no remote imports another
            // remote or the shell, and the shell imports no remote (it loads them at run time).
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:contracts'] },
            // The `npm start` launcher runs every service and the gateway in one process.
            { sourceTag: 'type:launcher', onlyDependOnLibsWithTags: ['type:app', 'type:util', 'type:contracts'] },
            // The bench drives the running product, and times a few services' functions directly (bench/lib/limit-check.ts).
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:app', 'type:util', 'type:contracts'] },
            // Libraries import no app.
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
            // The contracts depend on nothing in the workspace.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // Browser tests drive the running app: its contracts and libraries, never its code.
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:ui'] },
            // Browser code never depends on server code, nor server code on browser code.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },

  // Inside the shell: app code (routes, layout, providers in shell/src/app) composes the features, never the reverse.
  {
    files: ['shell/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app(/|$)',
              message: 'Shell features import no app code (shell/src/app): take it as a prop, or move the shared piece to shell/src/components.',
            },
          ],
        },
      ],
    },
  },

  // A service's domain says what it needs as ports (interfaces in domain/) and never reaches for the libraries
  // behind them: the adapters (src/pdf, src/openai, src/passwords, src/images, src/engines, src/db, …) implement
  // the ports and the composition root (create-<service>-service.ts) wires them in.
  {
    files: ['services/*/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...[
              'pdfkit',
              'openai',
              'piscina',
              'sharp',
              '@node-rs/argon2',
              'p-throttle',
              'tesseract.js',
              'nodemailer',
              'web-push',
              'ioredis',
              'pg',
              'koa',
              '@koa/router',
              '@koa/multer',
              'nats',
              'bullmq',
            ].map((name) => ({ name, message: 'Domain code declares a port (an interface in domain/) and an adapter outside domain/ implements it with this library.' })),
          ],
          patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Domain code reads and writes through the repositories (db/), not Drizzle.' }],
        },
      ],
    },
  },

  // Front ends reach the API by operation id through the one typed client (api.call, apiQuery, apiUrl;
  // libs/ui/src/api), which takes the path from the route table: no '/api/' path written by hand.
  // Tests may name the addresses they expect.
  {
    files: frontEnd,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "Call the API by operation id (api.call('getActivity', { params }), apiQuery, apiUrl from @tally/ui and @tally/contracts), not by an '/api/' path.",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "Call the API by operation id (api.call('getActivity', { params }), apiQuery, apiUrl from @tally/ui and @tally/contracts), not by an '/api/' path.",
        },
      ],
    },
  },

  // A front end's features import each other only through a feature's public index (src/features/<name>/index.ts).
  {
    files: ['shell/src/features/**/*.{ts,tsx}', 'mfe-*/src/features/**/*.{ts,tsx}'],
    plugins: { tally: { rules: { 'feature-public-index': featurePublicIndex } } },
    rules: { 'tally/feature-public-index': 'error' },
  },

  // Last: turns off the rules that would argue with Prettier's formatting.
  prettier,
);
