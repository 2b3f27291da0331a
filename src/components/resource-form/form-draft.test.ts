import { clearSession } from '@/app/auth/storage';
import { wipeSessionData } from '@/app/auth/wipe';
import { storeSession } from '@/test/session';
import { leaveFormDraft, readFormDraft, writeFormDraft } from './form-draft';

it("keeps a form's draft for a reload of its user's session, and for no one else", () => {
  storeSession();
  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  expect(readFormDraft('doctors:d-1')).toEqual({ specialty: 'Sleep medicine' });
  leaveFormDraft('doctors:d-1');
  // Left on purpose (saved, closed, navigated away) while signed in: nothing to bring back.
  expect(readFormDraft('doctors:d-1')).toBeUndefined();

  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  storeSession({ user: { id: 'u-0002', name: 'Omar Khalil', phone: '0700000002', type: 'root' } });
  expect(readFormDraft('doctors:d-1')).toBeUndefined();
});

it('writes nothing once the session is gone, and the end of a session wipes what was written', () => {
  storeSession();
  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  clearSession();
  wipeSessionData();
  // The form unmounts after the sign-out: neither its last write nor its leaving keeps a draft.
  writeFormDraft('doctors:d-1', { specialty: 'Sleep medicine' });
  leaveFormDraft('doctors:d-1');
  expect(Object.keys(sessionStorage).filter((key) => key.includes('form-draft'))).toEqual([]);
  storeSession();
  expect(readFormDraft('doctors:d-1')).toBeUndefined();
});

it('ignores a draft it cannot read', () => {
  storeSession();
  sessionStorage.setItem('clinic-admin.form-draft.x', '{broken');
  expect(readFormDraft('x')).toBeUndefined();
});
