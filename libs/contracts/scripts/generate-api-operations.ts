#!/usr/bin/env -S npx tsx
// Builds src/http/api-operations.generated.ts from API_ENDPOINTS (src/http/routes.ts): each operation's
// method and path, and whether it sends a form or answers a file, without the zod schemas. The front
// ends' API client reads this table at run time, so their first load does not carry zod and every
// schema of the API; the types still come from routes.ts. The generated table `satisfies` a type
// made from API_ENDPOINTS, so `tsc` fails until this is run again after a row changes.
// Run from the repo root: npx tsx libs/contracts/scripts/generate-api-operations.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiOperations } from '../src/http/render-api-operations';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/http/api-operations.generated.ts');
writeFileSync(out, renderApiOperations());
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
