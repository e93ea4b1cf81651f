import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Shared modules are provided whole, so facades keep first-load JS small (see shared-config.cjs).
// A name a facade does not export would be undefined at run time; these checks catch it first.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const frontEnds = ['libs/ui/src', 'shell/src', 'mfe-tracking/src', 'mfe-reports/src', 'mfe-insights/src', 'mfe-support/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a facade file exports (`export { a, default as B } from ...`, every block). */
function facadeExports(file: string): Set<string> {
  const text = readFileSync(path.join(here, file), 'utf8');
  const names = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1].split(',').map(
      (spec) =>
        spec
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return new Set(names.filter(Boolean));
}

/** Every value import from `pkg` as "file: name"; a default or namespace import is reported whole. */
function namedImports(pkg: string): { where: string; name: string }[] {
  const found: { where: string; name: string }[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${pkg.replace('/', '\\/')}['"]`, 'g');
  for (const file of files) {
    const where = path.relative(repoRoot, file);
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      const clause = match[2].trim();
      if (!clause.startsWith('{')) {
        found.push({ where, name: clause });
        continue;
      }
      for (const spec of clause.slice(1, -1).split(',')) {
        const trimmed = spec.trim();
        if (trimmed && !trimmed.startsWith('type ')) found.push({ where, name: trimmed.split(/\s+as\s+/)[0] });
      }
    }
  }
  return found;
}

const files = frontEnds.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
const missingFrom = (pkg: string, provided: Set<string>) =>
  namedImports(pkg)
    .filter(({ name }) => !provided.has(name))
    .map(({ where, name }) => `${where}: ${name}`);

describe('front-end imports of shared modules', () => {
  it('should find the front-end sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('should use only the @mui/material exports the shared facade provides', () => {
    expect(missingFrom('@mui/material', facadeExports('mui-facade.mjs'))).toEqual([]);
  });

  it('should import MUI by path only the modules shared per path', () => {
    const { MUI_BY_PATH } = createRequire(import.meta.url)('./mui-kit.cjs') as { MUI_BY_PATH: string[] };
    const unlisted = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+['"]@mui\/material\/([^'"]+)['"]/g)]
        .map((match) => match[1])
        .filter((name) => !MUI_BY_PATH.includes(name))
        .map((name) => `${path.relative(repoRoot, file)}: @mui/material/${name}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('should use only the react-router exports the shared facade provides', () => {
    expect(missingFrom('react-router', facadeExports('react-router-facade.mjs'))).toEqual([]);
  });

  it('should use only the @tanstack/react-query exports the shared facade provides', () => {
    expect(missingFrom('@tanstack/react-query', facadeExports('react-query-facade.mjs'))).toEqual([]);
  });

  it('should use only the @emotion/react exports the shared facade provides', () => {
    expect(missingFrom('@emotion/react', facadeExports('emotion-facade.mjs'))).toEqual([]);
  });

  it('should provide to MUI every @emotion/react export its styling engine imports', () => {
    const require = createRequire(import.meta.url);
    const muiEngine = [
      require.resolve('@mui/styled-engine/package.json').replace(/package\.json$/, 'index.mjs'),
      require.resolve('@mui/styled-engine/package.json').replace(/package\.json$/, 'GlobalStyles/GlobalStyles.mjs'),
      require.resolve('@mui/styled-engine/package.json').replace(/package\.json$/, 'StyledEngineProvider/StyledEngineProvider.mjs'),
      path.join(path.dirname(require.resolve('@emotion/styled/package.json')), 'base/dist/emotion-styled-base.browser.esm.js'),
    ];
    const provided = facadeExports('emotion-facade.mjs');
    const missing = muiEngine.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@emotion\/react['"]/g)]
        .flatMap((match) => match[1].split(','))
        .map((spec) => spec.trim().split(/\s+as\s+/)[0])
        .filter((name) => name && !provided.has(name))
        .map((name) => `${path.basename(file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
