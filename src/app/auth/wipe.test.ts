import { isSessionData, wipeSessionData } from './wipe';

describe('what the end of a session leaves in this browser', () => {
  const session = {
    local: [
      'clinic-admin.token',
      'clinic-admin.userDetails',
      'clinic-admin.userInfo',
      'clinic-admin.lock',
      'clinic-admin.activity',
      'clinic-admin.email.drafts',
      'clinic-admin.pending-deletes',
      'clinic-admin.calendar.doctors',
    ],
    session: [
      'clinic-admin.names',
      'clinic-admin.form-draft.customers:new',
      'clinic-admin.table.patients.search',
      'clinic-admin.table.results.search',
    ],
  };
  const desk = {
    local: [
      'clinic-admin-color-scheme',
      'clinic-admin.lng',
      'clinic-admin.table.patients',
      'clinic-admin.appointments.view',
      'clinic-admin.queue.counter',
      'clinic-admin.queue.display.sound',
      'clinic-admin.lab.criticalSound',
      'clinic-admin.base-currency',
      'clinic-admin.demo.customers',
      'another-app.token',
    ],
    session: ['clinic-admin.lng', 'tsr-scroll-restoration-v1_3'],
  };

  it('is nothing of the session: drafts, names, filters, queued work, the session itself', () => {
    for (const key of session.local) localStorage.setItem(key, 'Doe, Jane');
    for (const key of session.session) sessionStorage.setItem(key, 'Doe, Jane');
    for (const key of desk.local) localStorage.setItem(key, 'kept');
    for (const key of desk.session) sessionStorage.setItem(key, 'kept');

    wipeSessionData();

    expect(Object.keys(localStorage).sort()).toEqual([...desk.local].sort());
    expect(Object.keys(sessionStorage).sort()).toEqual([...desk.session].sort());
  });

  it('wipes a key added later unless it is listed as the desk’s own setting', () => {
    expect(isSessionData('clinic-admin.some-new-cache')).toBe(true);
    expect(isSessionData('clinic-admin.table.a.b.search')).toBe(true);
    expect(isSessionData('clinic-admin.table.patients')).toBe(false);
  });
});
