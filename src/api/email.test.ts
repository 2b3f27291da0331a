import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { ApiError } from './errors';
import { emailApi, formatMailbox, parseMailbox, splitAddressList } from './email';

describe('address lists', () => {
  it('split at commas and semicolons, not inside quoted names', () => {
    expect(splitAddressList(' a@x.org, "Haddad, Leila" <l@y.org>; ,b@z.org ')).toEqual([
      'a@x.org',
      '"Haddad, Leila" <l@y.org>',
      'b@z.org',
    ]);
    expect(splitAddressList('  ')).toEqual([]);
  });

  it('parse "Name <address>" and bare addresses, and nothing else', () => {
    expect(parseMailbox('Dr. Sara Nassar <s.nassar@cardio.example>')).toEqual({
      name: 'Dr. Sara Nassar',
      address: 's.nassar@cardio.example',
    });
    expect(parseMailbox('"Haddad, Leila" <l@y.org>')).toEqual({
      name: 'Haddad, Leila',
      address: 'l@y.org',
    });
    expect(parseMailbox(' lab@clinic.example ')).toEqual({ address: 'lab@clinic.example' });
    for (const bad of ['lab@', 'lab clinic.example', 'Name <not-an-address>', '<>', '']) {
      expect(parseMailbox(bad), bad).toBeNull();
    }
  });

  it('format back into text that splits and parses the same', () => {
    const mailbox = { name: 'Haddad, Leila', address: 'l@y.org' };
    const text = [formatMailbox(mailbox), formatMailbox({ address: 'b@z.org' })].join(', ');
    expect(splitAddressList(text).map(parseMailbox)).toEqual([mailbox, { address: 'b@z.org' }]);
  });
});

describe('emailApi', () => {
  beforeEach(() => {
    storeSession();
  });

  it('pages like the rest of the app: limit = page size, skip = (page − 1) × size', async () => {
    const requests = recordRequests();

    const page = await emailApi.list({
      folder: 'inbox',
      page: 2,
      search: '  claim ',
      unread: true,
    });

    const url = new URL(requestsTo(requests, '/api/emails')[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      folder: 'inbox',
      limit: '20',
      skip: '20',
      search: 'claim',
      unread: 'true',
    });
    // Page 2 of one match: nothing on it, and the total says why.
    expect(page).toEqual({ data: [], count: 1 });
  });

  it('sends the bearer token, and validates what comes back', async () => {
    const requests = recordRequests();

    const list = await emailApi.list({ folder: 'sent', page: 1 });
    const message = await emailApi.get(list.data[0]?._id ?? '');

    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(message.html).toContain('<p>');
    expect(message.folder).toBe('sent');
  });

  it('saves, updates and sends a draft, then the draft is gone', async () => {
    const draft = await emailApi.saveDraft({
      to: ['a@b.example'],
      cc: [],
      subject: 'Hello',
      html: '<p>1</p>',
    });
    const updated = await emailApi.updateDraft(draft._id, {
      to: ['a@b.example'],
      cc: [],
      subject: 'Hello again',
      html: '<p>2</p>',
    });
    expect(updated).toMatchObject({ _id: draft._id, subject: 'Hello again' });

    const requests = recordRequests();
    const sent = await emailApi.send({
      to: ['a@b.example'],
      cc: [],
      subject: 'Hello again',
      html: '<p>2</p>',
      draftId: draft._id,
    });

    expect(sent.folder).toBe('sent');
    expect(await requestsTo(requests, '/api/emails/send')[0]?.json()).toEqual({
      to: ['a@b.example'],
      cc: [],
      subject: 'Hello again',
      html: '<p>2</p>',
      draftId: draft._id,
    });
    await expect(emailApi.get(draft._id)).rejects.toMatchObject({ status: 404 });
  });

  it('marks read, moves to the trash and deletes for good', async () => {
    expect(await emailApi.markRead('em-u-0001-001', true)).toMatchObject({ read: true });
    await emailApi.remove('em-u-0001-001');
    expect(await emailApi.get('em-u-0001-001')).toMatchObject({ folder: 'trash' });
    await emailApi.remove('em-u-0001-001');
    await expect(emailApi.get('em-u-0001-001')).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a 401 into an ApiError carrying the server message', async () => {
    localStorage.clear();
    await expect(emailApi.list({ folder: 'inbox', page: 1 })).rejects.toMatchObject({
      status: 401,
      message: 'Your session is missing or has expired.',
    });
  });

  it('rejects a list the contract does not describe, naming it', async () => {
    server.use(http.get('*/api/emails', () => HttpResponse.json({ data: 'nope', count: 1 })));
    await expect(emailApi.list({ folder: 'inbox', page: 1 })).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringContaining('the message list'),
    });
  });
});
