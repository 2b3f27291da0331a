#!/usr/bin/env node
// Run by `npm test` before the browser phases: on a machine without Chromium, say in one line how
// to get one, rather than fail deep inside the first browser test with Playwright's banner.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';

const own = chromiumLaunchOptions().executablePath;
let bundled;
try {
  bundled = chromium.executablePath();
} catch {
  bundled = undefined;
}
if (!own && !(bundled && existsSync(bundled))) {
  console.error(
    "No Chromium for the browser tests: install Debian's (apt-get install chromium-headless-shell chromium), " +
      'or run `npx playwright install chromium` where downloads are possible; CHROMIUM_PATH names another.',
  );
  process.exit(1);
}
