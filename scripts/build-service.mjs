// Bundles one service (run from its folder by `npm run build`): its own code and the workspace
// libraries go into dist/main.js; npm packages stay external so their files (PostgreSQL binaries,
// native bindings) load from node_modules as published.
import { build } from 'esbuild';
import path from 'node:path';

const serviceDir = process.cwd();
await build({
  entryPoints: [path.join(serviceDir, 'src/main.ts')],
  outfile: path.join(serviceDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __tallyCreateRequire } from 'node:module'; const require = __tallyCreateRequire(import.meta.url);" },
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tally/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
