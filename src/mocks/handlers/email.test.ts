import { issueToken } from '../token';
import { SUSPICIOUS_SUBJECT } from '../db/email-seed';
import { ensureMailbox, snippetOf, textOf } from '../db/emails';

/** A call to the demo backend's mail API, straight through fetch (no app client involved). */
async function call(
  method: string,
  path: string,
  { body, user = 'u-0001' }: { body?: unknown; user?: string | null } = {},
) {
  const response = await fetch(`${location.origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(user && { Authorization: `Bearer ${issueToken(user)}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

type List = { data: Array<Record<string, unknown>>; count: number };
const list = async (query: string, user?: string) =>
  (await call('GET', `/api/emails?${query}`, { user })).body as unknown as List;

describe('the demo mailbox', () => {
  it('is seeded the same way for every account, newest first, with a second page', async () => {
    const first = await list('folder=inbox&limit=20&skip=0');
    const second = await list('folder=inbox&limit=20&skip=20');

    expect(first.count).toBe(25);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(5);
    expect(first.data[0]).toMatchObject({
      _id: 'em-u-0001-001',
      folder: 'inbox',
      from: { name: 'BioLab Supplies', address: 'orders@biolab-supplies.example' },
      to: [{ name: 'Leila Haddad', address: 'leila.haddad@cedarclinic.example' }],
      read: false,
    });
    const dates = [...first.data, ...second.data].map((m) => String(m.date));
    expect(dates).toEqual([...dates].sort().reverse());
    // A list line has a snippet, not the body.
    expect(first.data[0]).not.toHaveProperty('html');
    expect(first.data[0]?.snippet).toMatch(/^Hello, Your order BL-20418/);

    expect((await list('folder=inbox&limit=1', 'u-0002')).data[0]).toMatchObject({
      _id: 'em-u-0002-001',
      to: [{ address: 'omar.khalil@cedarclinic.example' }],
    });
  });

  it('has a message whose body carries a script, a handler and a javascript: link', async () => {
    const found = await list(`folder=inbox&search=${encodeURIComponent(SUSPICIOUS_SUBJECT)}`);
    const message = (await call('GET', `/api/emails/${String(found.data[0]?._id)}`)).body;
    expect(message?.html).toMatch(/<script>/);
    expect(message?.html).toMatch(/onerror=/);
    expect(message?.html).toMatch(/href="javascript:/);
  });

  it('filters by folder, by unread and by text in sender, subject and body', async () => {
    expect((await list('folder=sent')).count).toBe(4);
    expect((await list('folder=drafts')).count).toBe(2);
    expect((await list('folder=trash')).count).toBe(2);
    expect((await list('folder=inbox&unread=true')).count).toBe(5);
    expect((await list('folder=inbox&search=GULFCARE')).data.map((m) => m.subject)).toEqual([
      'Rejected claim GC-88213: missing physician signature',
    ]);
    expect((await list('folder=inbox&search=haemolysis')).count).toBe(1);
    expect((await list('folder=inbox&search=nothing-like-this')).count).toBe(0);
  });

  it('answers 401 without a session and 400 for an unknown folder', async () => {
    expect((await call('GET', '/api/emails?folder=inbox', { user: null })).status).toBe(401);
    expect((await call('POST', '/api/emails/send', { user: null, body: {} })).status).toBe(401);
    expect((await call('GET', '/api/emails?folder=spam')).status).toBe(400);
  });

  it("keeps each account's mail to itself", async () => {
    expect((await call('GET', '/api/emails/em-u-0001-001', { user: 'u-0002' })).status).toBe(404);
  });
});

describe('sending', () => {
  it('files the message in Sent, removes its draft and delivers to demo accounts', async () => {
    const draft = await call('POST', '/api/emails/drafts', {
      body: {
        to: ['Omar <omar.khalil@cedarclinic.example>'],
        subject: 'Rota',
        html: '<p>Draft</p>',
      },
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      folder: 'drafts',
      to: [{ name: 'Omar', address: 'omar.khalil@cedarclinic.example' }],
    });

    const sent = await call('POST', '/api/emails/send', {
      body: {
        to: ['Omar <omar.khalil@cedarclinic.example>'],
        cc: ['lab@biolab-supplies.example'],
        subject: '  Rota for next week ',
        html: '<p>See <strong>attached</strong></p>',
        draftId: draft.body?._id,
      },
    });

    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      folder: 'sent',
      subject: 'Rota for next week',
      from: { name: 'Leila Haddad', address: 'leila.haddad@cedarclinic.example' },
      cc: [{ address: 'lab@biolab-supplies.example' }],
      snippet: 'See attached',
      read: true,
    });
    expect((await list('folder=sent&limit=1')).data[0]?._id).toBe(sent.body?._id);
    expect((await call('GET', `/api/emails/${String(draft.body?._id)}`)).status).toBe(404);
    expect((await list('folder=inbox&limit=1', 'u-0002')).data[0]).toMatchObject({
      subject: 'Rota for next week',
      read: false,
    });
  });

  it('answers 400 with field errors for a message that cannot go', async () => {
    const response = await call('POST', '/api/emails/send', {
      body: { to: ['not an address'], subject: ' ', html: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      msg: 'Some fields are missing or invalid.',
      errors: { 'to.0': 'Enter a valid email address.', subject: 'This field is required.' },
    });
  });
});

describe('drafts, trash and read marks', () => {
  it('updates a draft in place, and only a draft', async () => {
    const created = await call('POST', '/api/emails/drafts', { body: { subject: 'First' } });
    const id = String(created.body?._id);

    const updated = await call('PUT', `/api/emails/drafts/${id}`, {
      body: { to: ['half-typed@'], subject: 'Second', html: '<p>More</p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      _id: id,
      subject: 'Second',
      to: [{ address: 'half-typed@' }],
      snippet: 'More',
    });
    expect((await call('PUT', '/api/emails/drafts/em-u-0001-001', { body: {} })).status).toBe(404);
  });

  it('moves a message to the trash, then deletes it for good', async () => {
    const moved = await call('DELETE', '/api/emails/em-u-0001-002');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ folder: 'trash' });
    expect((await list('folder=trash')).data.map((m) => m._id)).toContain('em-u-0001-002');

    expect((await call('DELETE', '/api/emails/em-u-0001-002')).status).toBe(204);
    expect((await call('GET', '/api/emails/em-u-0001-002')).status).toBe(404);
    expect((await list('folder=trash')).count).toBe(2);
  });

  it('marks read and unread', async () => {
    const read = await call('PATCH', '/api/emails/em-u-0001-001/read', { body: { read: true } });
    expect(read.body).toMatchObject({ read: true });
    expect((await list('folder=inbox&unread=true')).count).toBe(4);
    expect(
      (await call('PATCH', '/api/emails/em-u-0001-001/read', { body: { read: 'yes' } })).status,
    ).toBe(400);
  });
});

describe('mailbox helpers', () => {
  it('reads text out of HTML without running or keeping markup', () => {
    expect(
      textOf('<p>a &amp; b</p><script>alert(1)</script><style>p{}</style><p>c&nbsp;d</p>'),
    ).toBe('a & b c d');
    expect(snippetOf(`<p>${'word '.repeat(60)}</p>`)).toHaveLength(140);
  });

  it('seeds a mailbox once: emptying the trash does not bring the seed back', async () => {
    ensureMailbox('u-0001');
    await call('DELETE', '/api/emails/em-u-0001-033');
    ensureMailbox('u-0001');
    expect((await list('folder=trash')).count).toBe(1);
  });
});
