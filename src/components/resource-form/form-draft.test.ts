import { clearSession } from '@/app/auth/storage';
import { storeSession } from '@/test/session';
import { leaveFormDraft, readFormDraft, writeFormDraft } from './form-draft';

it("keeps a form's draft only when the session ended under it, and only for its user", () => {
  storeSession();
  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  leaveFormDraft('doctors:d-1');
  // Left on purpose (saved, closed, navigated away) while signed in: nothing to bring back.
  expect(readFormDraft('doctors:d-1')).toBeUndefined();

  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  clearSession();
  leaveFormDraft('doctors:d-1');
  storeSession();
  expect(readFormDraft('doctors:d-1')).toEqual({ specialty: 'Sleep medicine' });

  storeSession({ user: { id: 'u-0002', name: 'Omar Khalil', phone: '0700000002', type: 'root' } });
  expect(readFormDraft('doctors:d-1')).toBeUndefined();
});

it('ignores a draft it cannot read', () => {
  storeSession();
  sessionStorage.setItem('clinic-admin.form-draft.x', '{broken');
  expect(readFormDraft('x')).toBeUndefined();
});
