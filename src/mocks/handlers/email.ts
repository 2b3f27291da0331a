import { http, HttpResponse } from 'msw';
import {
  EMAIL_PAGE_SIZE,
  draftRequestSchema,
  isFolder,
  markReadRequestSchema,
  parseMailbox,
  sendRequestSchema,
  type Mailbox,
} from '@/api/email';
import { accounts } from '../db/accounts';
import {
  addressOf,
  emails,
  ensureMailbox,
  findEmail,
  newEmailId,
  purgeEmail,
  queryMailbox,
  snippetOf,
  toRecord,
  type StoredEmail,
} from '../db/emails';
import { authenticate, fail, latency, readBody } from '../respond';

/** Whole numbers in [min, max]; anything else takes the fallback. */
const intParam = (value: string | null, fallback: number, min: number, max: number) => {
  const n = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Recipients as typed, kept even when not valid (drafts are work in progress). */
const looseMailboxes = (list: string[]): Mailbox[] =>
  list.map((text) => parseMailbox(text) ?? { address: text.trim() }).filter((m) => m.address);

/** A copy in the inbox of every demo account the message is addressed to. */
function deliver(message: StoredEmail) {
  const recipients = new Set([...message.to, ...message.cc].map((m) => m.address.toLowerCase()));
  for (const account of accounts.all()) {
    if (!recipients.has(addressOf(account.id).address.toLowerCase())) continue;
    ensureMailbox(account.id);
    emails.insert({
      ...message,
      _id: newEmailId(),
      owner: account.id,
      folder: 'inbox',
      read: false,
    });
  }
}

export const emailHandlers = [
  http.get('*/api/emails', async ({ request }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const params = new URL(request.url).searchParams;
    const folder = params.get('folder') || 'inbox';
    if (!isFolder(folder)) return fail(request, 400, 'invalidBody');
    return HttpResponse.json(
      queryMailbox(auth.userId, {
        folder,
        limit: intParam(params.get('limit'), EMAIL_PAGE_SIZE, 1, 100),
        skip: intParam(params.get('skip'), 0, 0, Number.MAX_SAFE_INTEGER),
        search: params.get('search') ?? undefined,
        unread: params.get('unread') === 'true',
      }),
    );
  }),

  http.get<{ id: string }>('*/api/emails/:id', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const email = findEmail(auth.userId, params.id);
    return email ? HttpResponse.json(toRecord(email)) : fail(request, 404, 'notFound');
  }),

  http.post('*/api/emails/send', async ({ request }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request, sendRequestSchema);
    if (!body.ok) return body.response;
    const { to, cc, subject, html, draftId, inReplyTo } = body.data;
    const now = new Date().toISOString();
    ensureMailbox(auth.userId);
    const sent = emails.insert({
      _id: newEmailId(),
      owner: auth.userId,
      folder: 'sent',
      from: addressOf(auth.userId),
      to: looseMailboxes(to),
      cc: looseMailboxes(cc),
      subject,
      html,
      snippet: snippetOf(html),
      read: true,
      date: now,
      createdAt: now,
      updatedAt: now,
      ...(inReplyTo && { inReplyTo }),
    });
    const draft = draftId ? findEmail(auth.userId, draftId) : undefined;
    if (draft?.folder === 'drafts') purgeEmail(draft._id);
    deliver(sent);
    return HttpResponse.json(toRecord(sent), { status: 201 });
  }),

  http.post('*/api/emails/drafts', async ({ request }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request, draftRequestSchema);
    if (!body.ok) return body.response;
    const now = new Date().toISOString();
    ensureMailbox(auth.userId);
    const draft = emails.insert({
      _id: newEmailId(),
      owner: auth.userId,
      folder: 'drafts',
      from: addressOf(auth.userId),
      to: looseMailboxes(body.data.to),
      cc: looseMailboxes(body.data.cc),
      subject: body.data.subject,
      html: body.data.html,
      snippet: snippetOf(body.data.html),
      read: true,
      date: now,
      createdAt: now,
      updatedAt: now,
      ...(body.data.inReplyTo && { inReplyTo: body.data.inReplyTo }),
    });
    return HttpResponse.json(toRecord(draft), { status: 201 });
  }),

  http.put<{ id: string }>('*/api/emails/drafts/:id', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const draft = findEmail(auth.userId, params.id);
    if (draft?.folder !== 'drafts') return fail(request, 404, 'notFound');
    const body = await readBody(request, draftRequestSchema);
    if (!body.ok) return body.response;
    const now = new Date().toISOString();
    const updated = emails.update((e) => e._id === draft._id, {
      to: looseMailboxes(body.data.to),
      cc: looseMailboxes(body.data.cc),
      subject: body.data.subject,
      html: body.data.html,
      snippet: snippetOf(body.data.html),
      date: now,
      updatedAt: now,
    });
    return HttpResponse.json(toRecord(updated ?? draft));
  }),

  http.delete<{ id: string }>('*/api/emails/:id', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const email = findEmail(auth.userId, params.id);
    if (!email) return fail(request, 404, 'notFound');
    if (email.folder === 'trash') {
      purgeEmail(email._id);
      return new HttpResponse(null, { status: 204 });
    }
    const moved = emails.update((e) => e._id === email._id, {
      folder: 'trash',
      previousFolder: email.folder,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json(toRecord(moved ?? email));
  }),

  http.patch<{ id: string }>('*/api/emails/:id/read', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const email = findEmail(auth.userId, params.id);
    if (!email) return fail(request, 404, 'notFound');
    const body = await readBody(request, markReadRequestSchema);
    if (!body.ok) return body.response;
    const updated = emails.update((e) => e._id === email._id, { read: body.data.read });
    return HttpResponse.json(toRecord(updated ?? email));
  }),
];
