// Chromium for the browser tests (docs/design.md §2): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
// browser when installed; a one-line hint when there is none.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumPath = (): string | undefined => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return undefined;
  } catch {
    // No bundled browser either.
  }
  throw new Error('No Chromium found: set CHROMIUM_PATH or run `apt-get install -y chromium`.');
};

export const launchOptions = (): LaunchOptions => ({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  headless: true,
});

export const launchChromium = (): Promise<Browser> => chromium.launch(launchOptions());
