import { createPayload, omitEmptyStrings, updatePayload } from './payload';

const NOW = new Date('2026-11-21T08:30:00.000Z');

describe('request bodies (SPEC §5, §3)', () => {
  it('omits fields holding an empty string, and only those', () => {
    expect(omitEmptyStrings({ a: '', b: ' ', c: 0, d: false, e: null, f: 'x' })).toEqual({
      b: ' ',
      c: 0,
      d: false,
      e: null,
      f: 'x',
    });
  });

  it('on create, omits empty strings and sets createdAt', () => {
    expect(createPayload({ firstName: 'Nadia', email: '', notes: '' }, {}, NOW)).toEqual({
      firstName: 'Nadia',
      createdAt: '2026-11-21T08:30:00.000Z',
    });
  });

  it('on create, drops the fields the area must not send (currency rate)', () => {
    expect(createPayload({ code: 'EUR', rate: 0.92 }, { dropOnCreate: ['rate'] }, NOW)).toEqual({
      code: 'EUR',
      createdAt: NOW.toISOString(),
    });
  });

  it('on update, keeps empty strings unless the area omits them', () => {
    expect(updatePayload({ name: 'A', notes: '' }, {}, NOW)).toEqual({ name: 'A', notes: '' });
    expect(updatePayload({ name: 'A', notes: '' }, { omitEmptyOnUpdate: true }, NOW)).toEqual({
      name: 'A',
    });
  });

  it('on update, sets updatedAt only where the area records it', () => {
    expect(updatePayload({ name: 'A' }, { updatedAt: true }, NOW)).toEqual({
      name: 'A',
      updatedAt: NOW.toISOString(),
    });
    expect(updatePayload({ name: 'A' }, {}, NOW)).not.toHaveProperty('updatedAt');
  });

  it('never changes the caller’s object', () => {
    const values = { name: 'A', notes: '' };
    createPayload(values, {}, NOW);
    updatePayload(values, { omitEmptyOnUpdate: true, updatedAt: true }, NOW);
    expect(values).toEqual({ name: 'A', notes: '' });
  });
});
