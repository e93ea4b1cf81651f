import { createRequire } from 'node:module';
import path from 'node:path';

/** The repository root (two levels above this package), where shell/dist and mfe-* /dist are built. */
export function defaultFrontendRoot(): string {
  return path.resolve(path.dirname(createRequire(import.meta.url).resolve('@tally/gateway/package.json')), '../..');
}
