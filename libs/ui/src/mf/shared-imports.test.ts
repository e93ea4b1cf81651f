import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Shared modules are provided whole, so two rules keep first-load JS small (see shared-config.cjs):
// MUI is imported by path from the kit list, and react-router only through its facade's exports.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const frontEnds = ['libs/ui/src', 'shell/src', 'mfe-tracking/src', 'mfe-reports/src', 'mfe-insights/src', 'mfe-support/src'];

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function facadeExports(): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'libs/ui/src/mf/react-router-facade.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

const files = frontEnds.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));

describe('front-end imports of shared modules', () => {
  it('should find the front-end sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('should import MUI components by path, never the @mui/material entry', () => {
    const offenders = files.filter((file) => /from\s+['"]@mui\/material['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });

  it('should import only MUI modules listed in the shared kit (styles only in the shell and the theme)', () => {
    const { MUI_KIT, MUI_HOST_ONLY } = createRequire(import.meta.url)('./mui-kit.cjs') as { MUI_KIT: string[]; MUI_HOST_ONLY: string[] };
    const hostFile = (file: string) => /^(shell\/src|libs\/ui\/src\/theme)\//.test(path.relative(repoRoot, file));
    const unlisted = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+['"]@mui\/material\/([^'"]+)['"]/g)]
        .map((match) => match[1])
        .filter((name) => !MUI_KIT.includes(name) && !(hostFile(file) && MUI_HOST_ONLY.includes(name)))
        .map((name) => `${path.relative(repoRoot, file)}: @mui/material/${name}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('should use only the react-router exports the shared facade provides', () => {
    const provided = facadeExports();
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router['"]/g)) {
        if (match[1]) continue;
        const clause = match[2].trim();
        // A default or namespace import would need the whole module.
        if (!clause.startsWith('{')) {
          missing.push(`${path.relative(repoRoot, file)}: ${clause}`);
          continue;
        }
        for (const spec of clause.slice(1, -1).split(',')) {
          const trimmed = spec.trim();
          const name = trimmed.split(/\s+as\s+/)[0];
          if (name && !trimmed.startsWith('type ') && !provided.has(name)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
