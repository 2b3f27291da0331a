import { listSearch } from '@/components/data-table/list-search';
import { oneOf, searchSchema, string, text, whole } from './search-schema';

describe('route search schemas', () => {
  const patient = searchSchema({ tab: oneOf(['appointments', 'results']), edit: text });

  it('reads what the URL has, typed, and leaves out what it lacks', () => {
    expect(patient({ tab: 'results', edit: 'cus-1' })).toEqual({ tab: 'results', edit: 'cus-1' });
    expect(patient({})).toEqual({});
    // The router reads `?edit=42` as a number: an id is text all the same.
    expect(patient({ edit: 42 })).toEqual({ edit: '42' });
  });

  it('reads a bad value as undefined, so the page falls back to its default', () => {
    expect(patient({ tab: 'password', edit: { $ne: null } })).toEqual({
      tab: undefined,
      edit: undefined,
    });
    expect(patient({ edit: '   ' })).toEqual({ edit: undefined });
    expect(patient({ edit: 'x'.repeat(201) })).toEqual({ edit: undefined });
  });

  it('never throws, whatever the URL holds', () => {
    for (const value of [null, NaN, Infinity, [], {}, -1, 2.5, true, 'x'])
      for (const parse of [text, string, whole, oneOf(['a'])])
        expect(() => parse(value)).not.toThrow();
    expect(whole('3')).toBe(3);
    expect([whole(0), whole(2.5), whole('lots'), whole(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(string(42)).toBeUndefined();
  });
});

describe('listSearch, every list route’s schema', () => {
  it('types the table’s keys and keeps every other key as text (filters, edit)', () => {
    expect(
      listSearch({
        page: '3',
        size: 50,
        sort: 'lastName',
        dir: 'desc',
        lastName: 123,
        edit: 'new',
      }),
    ).toEqual({ page: 3, size: 50, sort: 'lastName', dir: 'desc', lastName: '123', edit: 'new' });
  });

  it('reads bad table values as undefined: the screen shows its default view', () => {
    expect(listSearch({ page: -2, size: 'lots', dir: 'up', status: ['a'] })).toEqual({
      page: undefined,
      size: undefined,
      dir: undefined,
      status: undefined,
    });
    expect(listSearch({})).toEqual({});
  });
});
