import { expect } from '@playwright/test';
import { composer, mailNotOffered, openComposer, recordCode, storedDrafts } from './support/email';
import { account, demoOnly, loginForm, needs, submitLogin, test } from './support/fixtures';
import { withoutExtension } from './support/deployment-config';

const SUSPICIOUS = 'Invoice overdue — action required';

test.describe('composing', () => {
  needs('mail');

  test.describe('a signed-in user’s draft', () => {
    // Kept across a reload for its own account only (signed out, nothing is: README "Security").
    test.use({ signedIn: true });

    test('formats a message, keeps it as a draft, and finds it again after a reload', async ({
      page,
    }) => {
      const draftId = await openComposer(page);
      const c = composer(page);

      await c.to.fill('lab@biolab-supplies.example');
      await c.subject.fill('Reagent order');
      await c.body.click();
      await page.keyboard.type('Please send ');
      await c.toolbar.getByRole('button', { name: 'Bold' }).click();
      await expect(c.toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.type('urgently');
      await c.toolbar.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.press('Enter');
      await c.toolbar.getByRole('button', { name: 'Bullet list' }).click();
      await page.keyboard.type('CBC reagent kit');
      await page.keyboard.press('Enter');
      await page.keyboard.type('EDTA tubes');

      await expect(c.body.locator('strong')).toHaveText('urgently');
      await expect(c.body.getByRole('listitem')).toHaveText(['CBC reagent kit', 'EDTA tubes']);
      // On this device at once; in Drafts on the server too once typing pauses.
      await expect(c.status).toHaveText(/^Draft saved (on this device|in Drafts)$/);
      expect((await storedDrafts(page))[draftId]?.html).toContain('<strong>urgently</strong>');

      await page.reload();

      await expect(c.subject).toHaveValue('Reagent order');
      await expect(c.to).toHaveValue('lab@biolab-supplies.example');
      await expect(c.body.locator('strong')).toHaveText('urgently');
      await expect(c.body.getByRole('listitem')).toHaveText(['CBC reagent kit', 'EDTA tubes']);
      await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
    });
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('says what is wrong with the addresses and keeps what was typed', async ({ page }) => {
      await openComposer(page);
      const c = composer(page);

      await c.to.fill('lab@biolab-supplies.example, not-an-address');
      await c.send.click();

      await expect(page.getByText('“not-an-address” is not a valid email address.')).toBeVisible();
      await expect(page.getByText('Add a subject.')).toBeVisible();
      await expect(c.to).toBeFocused();
      await expect(c.to).toHaveValue('lab@biolab-supplies.example, not-an-address');
    });

    test('sends while signed in, and the message is in Sent', async ({ page }) => {
      const draftId = await openComposer(page);
      const c = composer(page);
      const subject = `Lipid panel ready ${Date.now()}`;

      await c.to.fill('Dr. Sara Nassar <s.nassar@cardio-center.example>');
      await c.subject.fill(subject);
      await c.body.click();
      await page.keyboard.type('The results are attached.');
      await c.send.click();

      await expect(page).toHaveURL((url) => url.pathname === '/apps/email/sent');
      await expect(page.getByText('Message sent.')).toBeVisible();
      await page.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Message body' })).toHaveText(
        'The results are attached.',
      );
      expect((await storedDrafts(page))[draftId]).toBeUndefined();
    });
  });
});

test.describe('reading', () => {
  needs('mail');
  // Chromium checks the message's `on…` handlers against the policy as the sanitiser parses the
  // message in its inert document, and reports each one refused: refused twice over, as wanted.
  test.use({ signedIn: true, policyBlocks: /^Executing inline event handler violates/ });

  test('a message carrying a script is shown defused: nothing runs, no handler, no javascript: link', async ({
    page,
  }) => {
    demoOnly('the demo inbox holds a message carrying a script');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/apps/email/inbox');

    await page.getByRole('link', { name: SUSPICIOUS }).click();

    await expect(page.getByRole('heading', { level: 1, name: SUSPICIOUS })).toBeVisible();
    const body = page.getByRole('region', { name: 'Message body' });
    await expect(body.getByText('View the invoice')).toBeVisible();
    // Give an onerror handler (the image fails to load) every chance to fire.
    await page.waitForLoadState('networkidle');
    await body.getByText('View the invoice').click();
    await body.getByText('Billing Department').click();
    expect(dialogs).toEqual([]);
    const found = await body.evaluate((root) => ({
      scripts: root.querySelectorAll('script').length,
      handlers: [...root.querySelectorAll('*')].flatMap((el) =>
        el.getAttributeNames().filter((n) => n.startsWith('on')),
      ),
      hrefs: [...root.querySelectorAll('[href]')].map((el) => el.getAttribute('href')),
    }));
    expect(found).toEqual({ scripts: 0, handlers: [], hrefs: [] });
    expect(
      await page
        .locator('script:not([src])')
        .evaluateAll((s) => s.filter((e) => e.textContent?.includes('must never run')).length),
    ).toBe(0);
  });
});

test.describe('signed out', () => {
  needs('mail');

  test('anyone can compose; the sign-in prompt comes back to the draft after signing in', async ({
    page,
  }) => {
    const draftId = await openComposer(page);
    const c = composer(page);
    await expect(page.getByRole('region', { name: 'You are not signed in' })).toBeVisible();
    await expect(c.send).toBeDisabled();

    await c.to.fill('claims@atlas-insurance.example');
    await c.subject.fill('Claim AT-55120');
    await c.body.click();
    await page.keyboard.type('Please find the invoice attached.');
    // Written signed out, it is nobody's yet: kept in this page only, until its writer signs in.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Not saved yet: kept only while this page is open' }),
    ).toBeVisible();
    expect(await storedDrafts(page)).toEqual({});

    await page.getByRole('link', { name: 'Sign in to send' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('redirect') === `/apps/email/compose?draft=${draftId}`,
    );
    await submitLogin(page, account.phone, account.password);

    await expect(page).toHaveURL(
      (url) => url.pathname === '/apps/email/compose' && url.searchParams.get('draft') === draftId,
    );
    await expect(c.subject).toHaveValue('Claim AT-55120');
    await expect(c.body).toHaveText('Please find the invoice attached.');
    await expect(c.send).toBeEnabled();
    // Signed in, the draft goes to the server too.
    await expect(c.status).toHaveText('Draft saved in Drafts', { timeout: 10_000 });
  });

  test('the mailbox says a session is needed, with a way to sign in and back', async ({ page }) => {
    await page.goto('/apps/email');
    await expect(page).toHaveURL((url) => url.pathname === '/apps/email/inbox');
    await expect(loginForm(page).submit).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in to read your mail' }).click();
    await submitLogin(page, account.phone, account.password);
    await expect(page).toHaveURL((url) => url.pathname === '/apps/email/inbox');
    await expect(page.getByRole('table', { name: /^Inbox, messages 1 to/ })).toBeVisible();
  });
});

test.describe('bundles', () => {
  test('/login loads no code of the email area or its editor', async ({ page, baseURL }) => {
    const code = recordCode(page, new URL(baseURL ?? '').origin);
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect((await code.files()).length).toBeGreaterThan(0);
    expect(await code.emailFiles()).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the main layout loads no code of the email area or its editor', async ({
      page,
      baseURL,
    }) => {
      const code = recordCode(page, new URL(baseURL ?? '').origin);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect((await code.files()).length).toBeGreaterThan(0);
      expect(await code.emailFiles()).toEqual([]);
    });
  });

  test('the mailbox loads the sanitiser but not the editor; the composer loads the editor', async ({
    page,
    baseURL,
  }) => {
    needs('mail');
    const code = recordCode(page, new URL(baseURL ?? '').origin);
    await page.goto('/apps/email/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts = (await code.files()).map((f) => f.text).join('\n');
    expect(texts).toContain('DOMPurify');
    expect(texts).not.toMatch(/ProseMirror|RichTextEditor/);

    await page.getByRole('link', { name: 'Compose' }).click();
    await expect(composer(page).body).toBeVisible();
    expect((await code.files()).map((f) => f.text).join('\n')).toMatch(/ProseMirror/);
  });
});

// Issue 21: a backend without the mail API (an extension of SPEC §7) has no mailbox. The
// deployment's config.json is served without it, on the demo as on a server that offers it.
test.describe('without the mail API', () => {
  test.use({ signedIn: true });

  test('the email area says the server does not offer email, and asks it nothing', async ({
    page,
  }) => {
    const mail: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/emails')) mail.push(request.url());
    });
    await withoutExtension(page, 'mail');
    for (const path of ['/apps/email/inbox', '/apps/email/compose']) {
      await page.goto(path);
      await expect(mailNotOffered(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
      await expect(composer(page).form).toHaveCount(0);
    }
    await expect(page.getByRole('navigation', { name: 'Mail folders' })).toHaveCount(0);
    expect(mail).toEqual([]);
  });
});
