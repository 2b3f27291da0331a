import { expect, type Page } from '@playwright/test';
import { offers } from './deployment';

/** Where the email area keeps drafts written in this browser. */
export const DRAFTS_KEY = 'clinic-admin.email.drafts';

/** Locators of the composer, by role and accessible name. */
export const composer = (page: Page) => ({
  form: page.getByRole('form', { name: 'New message' }),
  to: page.getByRole('textbox', { name: 'To', exact: true }),
  cc: page.getByRole('textbox', { name: 'Cc', exact: true }),
  subject: page.getByRole('textbox', { name: 'Subject', exact: true }),
  body: page.getByRole('textbox', { name: 'Message', exact: true }),
  toolbar: page.getByRole('toolbar', { name: 'Formatting' }),
  send: page.getByRole('button', { name: 'Send', exact: true }),
  status: page.getByRole('status').filter({ hasText: /^Draft/ }),
});

/** Opens a new message and waits until the URL names its draft and the editor is there. */
export async function openComposer(page: Page) {
  await page.goto('/apps/email/compose');
  await expect(page).toHaveURL(/\/apps\/email\/compose\?draft=d-/);
  await expect(composer(page).body).toBeVisible();
  return new URL(page.url()).searchParams.get('draft') ?? '';
}

/** What this browser holds of the email area's drafts. */
export const storedDrafts = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Record<string, unknown>>,
    DRAFTS_KEY,
  );

/**
 * Code of the email area that must load nowhere else: the editor (tiptap/ProseMirror and
 * Mantine's RichTextEditor, their styles), the sanitiser (DOMPurify) and the area's screens.
 */
const EMAIL_CODE = /ProseMirror|RichTextEditor|DOMPurify|\.email\.drafts/;

/** Records every script and stylesheet the page fetches from `origin`, with its text. */
export function recordCode(page: Page, origin: string) {
  const files: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(origin)) {
      files.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' }),
        ),
      );
    }
  });
  return {
    files: () => Promise.all(files),
    /** Paths of the files that carry email-area code. */
    async emailFiles() {
      return (await Promise.all(files))
        .filter((f) => EMAIL_CODE.test(f.text))
        .map((f) => new URL(f.url).pathname);
    },
  };
}

/** What the email area says in its place where the backend does not offer the mail API. */
export const mailNotOffered = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^This server does not offer email/ });

/**
 * Opens the composer and waits for it, or, where the backend lacks the mail API, for the
 * sentence that takes the area's place (a screen walked by a test of every screen).
 */
export async function openComposerOrNotice(page: Page) {
  await page.goto('/apps/email/compose');
  await expect(
    offers('mail') ? page.getByRole('textbox', { name: 'Subject' }) : mailNotOffered(page),
  ).toBeVisible();
}
