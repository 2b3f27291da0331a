import { screen, waitFor, within } from '@testing-library/react';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { blankDraft, DRAFTS_KEY, draftStore } from './draft-store';
import { SERVER_SAVE_DELAY_MS } from './use-draft';

const stored = () =>
  JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<string, Record<string, unknown>>;

/** Opens the composer and waits for the URL to name its draft and for the editor to be there. */
async function openComposer(path = '/apps/email/compose') {
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'New message' });
  await screen.findByRole('textbox', { name: 'Message' });
  await waitFor(() => expect(app.router.state.location.search).toHaveProperty('draft'));
  const draftId = (app.router.state.location.search as { draft: string }).draft;
  return { ...app, draftId };
}

describe('the composer, signed out', () => {
  it('lets anyone write; the draft stays in this page only, never in storage, and says so', async () => {
    const first = await openComposer();
    expect(screen.getByRole('region', { name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to send' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/apps/email/compose?draft=${first.draftId}`)}`,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await first.user.type(getField('To'), 'lab@clinic.example');
    await first.user.type(getField('Subject'), 'Sample pick-up');

    // Written signed out, it belongs to nobody the app knows: nothing survives a reload.
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Not saved yet: kept only while this page is open. Sign in to keep it.',
    );
  });

  it('lists no drafts to whoever opens Drafts signed out', async () => {
    draftStore.put({ ...blankDraft('d-1'), subject: 'Left behind', updatedAt: Date.now() });
    draftStore.put({
      ...blankDraft('d-2'),
      subject: 'Someone’s',
      updatedAt: Date.now(),
      owner: 'u-0001',
    });
    renderApp('/apps/email/drafts');

    await screen.findByRole('region', { name: 'You are not signed in' });
    expect(screen.queryByRole('region', { name: 'Drafts on this device' })).not.toBeInTheDocument();
    expect(screen.queryByText('Left behind')).not.toBeInTheDocument();
    expect(screen.queryByText('Someone’s')).not.toBeInTheDocument();
  });
});

describe('drafts on this device, signed in', () => {
  beforeEach(() => {
    storeSession();
  });

  it('lists the user’s own drafts kept on this device in Drafts, and comes back after a reload', async () => {
    const first = await openComposer();
    await first.user.type(getField('Subject'), 'Kept here');
    expect(stored()[first.draftId]).toMatchObject({ subject: 'Kept here', owner: 'u-0001' });
    first.unmount();

    // A reload: a new app, the same URL.
    await openComposer(`/apps/email/compose?draft=${first.draftId}`);
    expect(getField('Subject')).toHaveValue('Kept here');
  });
});

describe('the composer, signed in', () => {
  beforeEach(() => {
    storeSession();
  });

  it('checks To, Cc and Subject on send, in words, keeping what was typed', async () => {
    const requests = recordRequests();
    const { user } = await openComposer();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument();
    expect(screen.getByText('Add a subject.')).toBeInTheDocument();
    expect(getField('To')).toHaveFocus();
    expect(getField('To')).toHaveAttribute('aria-invalid', 'true');

    await user.type(getField('To'), 'lab@clinic.example, nobody@');
    await user.type(getField('Cc'), 'ok@x.example');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('“nobody@” is not a valid email address.')).toBeInTheDocument();
    expect(getField('To')).toHaveValue('lab@clinic.example, nobody@');
    expect(requestsTo(requests, '/api/emails/send')).toEqual([]);
  });

  it('saves the draft to the server once typing pauses, then updates that same draft', async () => {
    const requests = recordRequests();
    const { user } = await openComposer();

    await user.type(getField('Subject'), 'Monthly report');
    await waitFor(() => expect(requestsTo(requests, '/api/emails/drafts')).toHaveLength(1), {
      timeout: SERVER_SAVE_DELAY_MS + 3000,
    });
    expect(await requestsTo(requests, '/api/emails/drafts')[0]?.json()).toMatchObject({
      subject: 'Monthly report',
    });
    expect(await screen.findByText('Draft saved in Drafts')).toBeInTheDocument();

    await user.type(getField('To'), 'director@clinic.example');
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1), {
      timeout: SERVER_SAVE_DELAY_MS + 3000,
    });
    expect(requestsTo(requests, '/api/emails/drafts')).toHaveLength(1);
  }, 20_000);

  it('sends a valid message, forgets its draft and shows it in Sent', async () => {
    const requests = recordRequests();
    const { user, router, draftId } = await openComposer();

    await user.type(getField('To'), 'Dr. Sara <s.nassar@cardio-center.example>');
    await user.type(getField('Subject'), 'Lipid panel ready');
    expect(stored()[draftId]).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/sent'));
    expect(await requestsTo(requests, '/api/emails/send')[0]?.json()).toMatchObject({
      to: ['Dr. Sara <s.nassar@cardio-center.example>'],
      cc: [],
      subject: 'Lipid panel ready',
    });
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lipid panel ready' })).toBeInTheDocument();
    expect(stored()[draftId]).toBeUndefined();
  });

  it('starts a reply to the sender, quoting the message', async () => {
    renderApp('/apps/email/compose?reply=em-u-0001-004');

    expect(
      await screen.findByDisplayValue('Nadia Benali <nadia.benali@mail.example>'),
    ).toBeInTheDocument();
    expect(getField('Subject')).toHaveValue('Re: Question about fasting before my blood test');
    const body = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(body.querySelector('blockquote')).not.toBeNull());
    expect(body).toHaveTextContent('Nadia Benali <nadia.benali@mail.example> wrote:');
  });

  it('has named formatting controls', async () => {
    await openComposer();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Highlight',
      'Code',
      'Clear formatting',
      'Heading 2',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Link',
      'Remove link',
      'Align centre',
      'Undo',
      'Redo',
    ]) {
      expect(within(toolbar).getByRole('button', { name }), name).toBeInTheDocument();
    }
  });
});
