// How this project starts Chromium: Debian's build where it exists (Playwright cannot download its
// own browser on our machines), else Playwright's bundled browser. Of Debian's two, the headless
// shell (package chromium-headless-shell, the "old headless" Playwright itself runs by default) is
// preferred: it has no browser UI to composite and runs the suite on far less CPU than chromium.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[1];

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
