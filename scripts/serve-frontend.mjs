#!/usr/bin/env node
// Serve one built front end (distributed mode / containers).
// Usage: node scripts/serve-frontend.mjs <shell|mfe-tracking|mfe-reports|mfe-insights|mfe-support> [--dir <path>]
// Environment: PORT (default per the port plan), HOST (default 127.0.0.1; 0.0.0.0 in containers).
import { existsSync } from 'node:fs';
import { frontendDist, frontendNames } from './lib/paths.mjs';
import { defaultPorts } from './lib/ports.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const dirFlag = args.indexOf('--dir');
if (!name || !frontendNames.includes(name)) {
  process.stderr.write(`usage: node scripts/serve-frontend.mjs <${frontendNames.join('|')}> [--dir <path>]\n`);
  process.exit(2);
}
const root = dirFlag >= 0 ? args[dirFlag + 1] : frontendDist(name);
if (!root || !existsSync(root)) {
  process.stderr.write(`${name}: build output ${root} not found; run \`npm run build\` first\n`);
  process.exit(1);
}
const port = process.env.PORT !== undefined ? Number(process.env.PORT) : defaultPorts[name];
const host = process.env.HOST ?? '127.0.0.1';
const server = createStaticServer({ root, spa: name === 'shell' });
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`${name} static server on http://${host}:${actual} serving ${root}\n`);
});
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
