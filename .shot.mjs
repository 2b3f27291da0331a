import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt-lab/scripts/browser.mjs';
const [,, path, out, ...actions] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto('http://127.0.0.1:5190/login');
await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0700000001');
await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.getByRole('button', { name: /Account menu/ }).waitFor({ timeout: 30000 });
await page.goto('http://127.0.0.1:5190' + path);
await page.waitForTimeout(4000);
for (const a of actions) {
  if (a.startsWith('key:')) await page.keyboard.press(a.slice(4));
  else if (a.startsWith('type:')) await page.keyboard.type(a.slice(5));
  else if (a.startsWith('wait:')) await page.waitForTimeout(Number(a.slice(5)));
  else if (a.startsWith('click:')) await page.getByRole('button', { name: a.slice(6) }).first().click();
  else if (a.startsWith('eval:')) console.log(await page.evaluate(a.slice(5)));
}
await page.screenshot({ path: out, fullPage: false });
await browser.close();
