import { runSignInHooks, runSignOutHooks } from '@/app/auth/sign-out-hooks';
import { blankDraft, draftStore, DRAFTS_KEY, isEmptyDraft, type LocalDraft } from './draft-store';

const draft = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  ...blankDraft('d-1'),
  to: 'lab@clinic.example',
  subject: 'Results',
  html: '<p>Hello</p>',
  updatedAt: 1000,
  ...over,
});

const ME = 'u-0001';

describe('draftStore', () => {
  afterEach(() => draftStore.forgetAll());

  it("keeps a user's drafts under one clinic-admin.email.* key and reads them back to them", () => {
    draftStore.put(draft({ owner: ME }));
    draftStore.put(draft({ id: 'd-2', updatedAt: 2000, owner: ME }));

    expect(DRAFTS_KEY).toBe('clinic-admin.email.drafts');
    expect(Object.keys(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}'))).toEqual([
      'd-1',
      'd-2',
    ]);
    expect(draftStore.get('d-1', ME)).toEqual(draft({ owner: ME }));
    expect(draftStore.list(ME).map((d) => d.id)).toEqual(['d-2', 'd-1']);
  });

  it('does not keep an empty draft that has no server copy, and forgets removed ones', () => {
    draftStore.put(draft({ owner: ME }));
    draftStore.put(draft({ to: ' ', subject: '', html: '<p></p>', owner: ME }));
    expect(draftStore.get('d-1', ME)).toBeUndefined();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();

    draftStore.put(draft({ to: '', subject: '', html: '', serverId: 'em-1', owner: ME }));
    expect(draftStore.get('d-1', ME)).toMatchObject({ serverId: 'em-1' });
    draftStore.remove('d-1');
    expect(draftStore.get('d-1', ME)).toBeUndefined();
  });

  it('merges with what another tab wrote in between', () => {
    draftStore.put(draft({ owner: ME }));
    // Another tab adds its own draft directly.
    const stored = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<
      string,
      LocalDraft
    >;
    stored['d-other'] = draft({ id: 'd-other', owner: ME });
    localStorage.setItem(DRAFTS_KEY, JSON.stringify(stored));

    draftStore.put(draft({ subject: 'Changed here', owner: ME }));

    expect(
      draftStore
        .list(ME)
        .map((d) => d.id)
        .sort(),
    ).toEqual(['d-1', 'd-other']);
  });

  it('drops unreadable data and malformed drafts instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(draftStore.list(ME)).toEqual([]);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();

    localStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ a: { id: 'a', to: 1 }, b: draft({ id: 'b', owner: ME }) }),
    );
    expect(draftStore.list(ME).map((d) => d.id)).toEqual(['b']);
  });

  it('shows a user their own drafts only: never another account’s, nor one that names none', () => {
    draftStore.put(draft({ id: 'mine', owner: ME }));
    draftStore.put(draft({ id: 'theirs', owner: 'u-0002' }));
    // Written by an older version, or by hand: a stored draft without an owner is nobody's.
    const stored = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<
      string,
      LocalDraft
    >;
    localStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ ...stored, ownerless: draft({ id: 'ownerless' }) }),
    );

    expect(draftStore.list(ME).map((d) => d.id)).toEqual(['mine']);
    expect(draftStore.list()).toEqual([]);
    expect(draftStore.get('theirs', ME)).toBeUndefined();
    expect(draftStore.get('ownerless', ME)).toBeUndefined();
    expect(draftStore.get('ownerless')).toBeUndefined();
    expect(draftStore.findByServerId('x', ME)).toBeUndefined();
  });

  it('keeps a draft written signed out in this page only: never stored, never listed', () => {
    draftStore.put(draft({ id: 'anonymous' }));
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(draftStore.get('anonymous')).toEqual(draft({ id: 'anonymous' }));
    expect(draftStore.list()).toEqual([]);
    expect(draftStore.get('anonymous', ME)).toBeUndefined();
  });

  it('gives a signed-out draft to whoever signs in from its composer, and drops the others', () => {
    draftStore.put(draft({ id: 'claimed' }));
    draftStore.put(draft({ id: 'left-behind' }));
    draftStore.claimOnSignIn('claimed');

    runSignInHooks(ME);

    expect(draftStore.get('claimed', ME)).toEqual(draft({ id: 'claimed', owner: ME }));
    expect(draftStore.get('left-behind')).toBeUndefined();
    expect(draftStore.get('left-behind', ME)).toBeUndefined();
    expect(Object.keys(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}'))).toEqual(['claimed']);
  });

  it('uploads nothing of a signed-out draft into the next user’s mailbox when they sign in elsewhere', () => {
    draftStore.put(draft({ id: 'someone-elses' }));
    runSignInHooks('u-0002');
    expect(draftStore.get('someone-elses')).toBeUndefined();
    expect(draftStore.list('u-0002')).toEqual([]);
  });

  it('forgets what this page holds when a session ends (storage goes with the wipe)', () => {
    draftStore.put(draft({ id: 'anonymous' }));
    draftStore.claimOnSignIn('anonymous');
    runSignOutHooks({ userId: ME, token: null });
    runSignInHooks(ME);
    expect(draftStore.get('anonymous', ME)).toBeUndefined();
  });
});

describe('isEmptyDraft', () => {
  it('is true only when nothing was typed anywhere', () => {
    expect(isEmptyDraft(blankDraft('x'))).toBe(true);
    expect(isEmptyDraft({ ...blankDraft('x'), html: '<p><br></p>' })).toBe(true);
    expect(isEmptyDraft({ ...blankDraft('x'), cc: 'a' })).toBe(false);
    expect(isEmptyDraft({ ...blankDraft('x'), html: '<p>a</p>' })).toBe(false);
  });
});
