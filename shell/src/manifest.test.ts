import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTallyTheme } from '@tally/ui/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'manifest.webmanifest'), 'utf8'));
const indexHtml = readFileSync(path.join(here, 'index.html'), 'utf8');
const { palette } = createTallyTheme();

describe('web manifest', () => {
  it('should make Tally installable as a standalone app of the whole site', () => {
    expect(manifest).toMatchObject({ name: 'Tally', short_name: 'Tally', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.description).toEqual(expect.any(String));
  });

  it("should take its colours from the theme, as index.html's theme-color does", () => {
    expect(manifest.theme_color).toBe(palette.primary.main);
    expect(manifest.background_color).toBe(palette.background.default);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${palette.primary.main}" />`);
  });

  it('should list 192 and 512 pixel icons and a maskable one, each a committed PNG', () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of icons) {
      const file = path.join(here, 'assets', icon.src);
      expect(existsSync(file)).toBe(true);
      const png = readFileSync(file);
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('should be linked from index.html with an apple-touch-icon', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(existsSync(path.join(here, 'assets/icons/apple-touch-icon.png'))).toBe(true);
  });
});
