import { createRequire } from 'node:module';
import path from 'node:path';

/** Found through the package, so it resolves the same from source, a bundle or the embedded launcher. */
export const migrationsFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@tally/insights/package.json')), 'drizzle');
