import { blankDraft, draftStore, DRAFTS_KEY, isEmptyDraft, type LocalDraft } from './draft-store';

const draft = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  ...blankDraft('d-1'),
  to: 'lab@clinic.example',
  subject: 'Results',
  html: '<p>Hello</p>',
  updatedAt: 1000,
  ...over,
});

describe('draftStore', () => {
  it('keeps drafts under one clinic-admin.email.* key and reads them back', () => {
    draftStore.put(draft());
    draftStore.put(draft({ id: 'd-2', updatedAt: 2000 }));

    expect(DRAFTS_KEY).toBe('clinic-admin.email.drafts');
    expect(Object.keys(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}'))).toEqual([
      'd-1',
      'd-2',
    ]);
    expect(draftStore.get('d-1')).toEqual(draft());
    expect(draftStore.list().map((d) => d.id)).toEqual(['d-2', 'd-1']);
  });

  it('does not keep an empty draft that has no server copy, and forgets removed ones', () => {
    draftStore.put(draft());
    draftStore.put(draft({ to: ' ', subject: '', html: '<p></p>' }));
    expect(draftStore.get('d-1')).toBeUndefined();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();

    draftStore.put(draft({ to: '', subject: '', html: '', serverId: 'em-1' }));
    expect(draftStore.get('d-1')).toMatchObject({ serverId: 'em-1' });
    draftStore.remove('d-1');
    expect(draftStore.get('d-1')).toBeUndefined();
  });

  it('merges with what another tab wrote in between', () => {
    draftStore.put(draft());
    // Another tab adds its own draft directly.
    const stored = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<
      string,
      LocalDraft
    >;
    stored['d-other'] = draft({ id: 'd-other' });
    localStorage.setItem(DRAFTS_KEY, JSON.stringify(stored));

    draftStore.put(draft({ subject: 'Changed here' }));

    expect(
      draftStore
        .list()
        .map((d) => d.id)
        .sort(),
    ).toEqual(['d-1', 'd-other']);
  });

  it('drops unreadable data and malformed drafts instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(draftStore.list()).toEqual([]);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();

    localStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ a: { id: 'a', to: 1 }, b: draft({ id: 'b' }) }),
    );
    expect(draftStore.list().map((d) => d.id)).toEqual(['b']);
  });

  it("shows a signed-in user their own drafts and the device's anonymous ones only", () => {
    draftStore.put(draft({ id: 'mine', owner: 'u-0001' }));
    draftStore.put(draft({ id: 'theirs', owner: 'u-0002' }));
    draftStore.put(draft({ id: 'anonymous' }));

    expect(
      draftStore
        .list('u-0001')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['anonymous', 'mine']);
    expect(draftStore.list().map((d) => d.id)).toEqual(['anonymous']);
    expect(draftStore.get('theirs', 'u-0001')).toBeUndefined();
    expect(draftStore.findByServerId('x', 'u-0001')).toBeUndefined();
  });

  it('on sign-out forgets drafts already safe on the server, and keeps the rest', () => {
    draftStore.put(draft({ id: 'synced', owner: 'u-0001', serverId: 'em-1', syncedAt: 1000 }));
    draftStore.put(draft({ id: 'behind', owner: 'u-0001', serverId: 'em-2', syncedAt: 500 }));
    draftStore.put(draft({ id: 'anonymous' }));

    draftStore.forgetSynced();

    expect(
      draftStore
        .list('u-0001')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['anonymous', 'behind']);
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
