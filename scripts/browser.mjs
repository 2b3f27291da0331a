// How this project starts Chromium: Debian's /usr/bin/chromium where it exists (Playwright cannot
// download its own browser on our machines), else Playwright's bundled browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = () =>
  existsSync(CHROMIUM_PATH)
    ? {
        executablePath: CHROMIUM_PATH,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      }
    : {};
