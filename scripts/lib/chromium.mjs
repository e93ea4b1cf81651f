// Debian's Chromium through playwright-core (no browser download), with the flags this machine needs.
// Imports playwright-core lazily: call only after dependencies are installed.

/** Flags that keep headless Chromium quiet and offline-friendly on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** Executable used: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch headless Chromium (a fresh temporary profile each time).
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}
