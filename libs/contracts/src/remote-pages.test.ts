import { remoteEntryUrl, remoteOfPage, remoteOfSignedInPage } from './remote-pages';

describe('remoteOfPage', () => {
  it("should name the remote of a remote's page and of the pages below it", () => {
    expect(remoteOfPage('/education')).toBe('support');
    expect(remoteOfPage('/education/self-check')).toBe('support');
    expect(remoteOfPage('/reports/statements/2026-10')).toBe('reports');
    expect(remoteOfPage('/ai-insights')).toBe('insights');
  });

  it('should name none for home, the shell pages and look-alike paths', () => {
    for (const path of ['/', '/home', '/settings', '/reportsx', '/remotes/reports/remoteEntry.js']) expect(remoteOfPage(path)).toBeUndefined();
  });
});

describe('remoteOfSignedInPage', () => {
  it('should name tracking for home and what remoteOfPage names elsewhere', () => {
    expect(remoteOfSignedInPage('/')).toBe('tracking');
    expect(remoteOfSignedInPage('/home')).toBe('tracking');
    expect(remoteOfSignedInPage('/reports')).toBe('reports');
    for (const path of ['/settings', '/homex', '/home/more']) expect(remoteOfSignedInPage(path)).toBeUndefined();
  });
});

describe('remoteEntryUrl', () => {
  const manifest = new URL('https://app.example.test/remotes/support/mf-manifest.json');

  it("should put the entry next to the manifest when publicPath is 'auto', and under publicPath otherwise", () => {
    expect(remoteEntryUrl({ globalName: 'support', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, manifest).href).toBe(
      'https://app.example.test/remotes/support/remoteEntry.js',
    );
    expect(remoteEntryUrl({ globalName: 'support', publicPath: 'https://cdn.example.test/support/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } }, manifest).href).toBe(
      'https://cdn.example.test/support/js/remoteEntry.js',
    );
  });
});
