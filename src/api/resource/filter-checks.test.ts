import { setBackend } from '@/api/backend';
import { matchesFlagFilter } from '@/domain/lab-flags';
import { ignoredFilters, splitFilters, type FilterRules } from './filter-checks';

const fields = new Set(['customerId', 'status', 'value', 'range', 'sampledAt', 'createdAt']);
const rules: FilterRules = {
  extensions: { flag: 'resultFlag' },
  checks: { flag: (row, wanted) => matchesFlagFilter(row, wanted) },
};

describe('filters the server ignored', () => {
  it('catches a flag the rows break, each row against its own range', () => {
    const high = { value: '7.9', range: '3.9-5.5' };
    const normal = { value: '4.2', range: '3.9-5.5' };
    expect(ignoredFilters([high], { flag: 'out' }, fields, rules)).toEqual([]);
    expect(ignoredFilters([high, normal], { flag: 'out' }, fields, rules)).toEqual(['flag']);
    expect(ignoredFilters([normal], { flag: 'high' }, fields, rules)).toEqual(['flag']);
    // A finding ("negative") has no flag: it cannot satisfy "out of range".
    expect(
      ignoredFilters([{ value: 'negative', range: '' }], { flag: 'low' }, fields, rules),
    ).toEqual(['flag']);
  });

  it('catches a date outside the days asked for, allowing for the server’s time zone', () => {
    const filters = { sampledAtFrom: '2026-11-20', sampledAtTo: '2026-11-20' };
    const sameDay = { sampledAt: '2026-11-20T09:30:00.000Z' };
    // Late evening in Beirut is the next day in UTC: a server counting days in UTC or locally
    // may include it.
    const edge = { sampledAt: '2026-11-20T23:30:00.000Z' };
    const lastWeek = { sampledAt: '2026-11-13T09:30:00.000Z' };
    expect(ignoredFilters([sameDay, edge], filters, fields)).toEqual([]);
    expect(ignoredFilters([sameDay, lastWeek], filters, fields)).toEqual(['sampledAtFrom']);
    expect(ignoredFilters([{ sampledAt: '2026-12-01T08:00:00Z' }], filters, fields)).toEqual([
      'sampledAtTo',
    ]);
  });

  it('catches a field whose value is not the one filtered on, and trusts text matches', () => {
    const rows = [
      { customerId: 'p-1', status: 'Paid' },
      { customerId: 'p-1', status: 'paid' },
    ];
    expect(ignoredFilters(rows, { customerId: 'p-1', status: 'paid' }, fields)).toEqual([]);
    expect(ignoredFilters([...rows, { customerId: 'p-2' }], { customerId: 'p-1' }, fields)).toEqual(
      ['customerId'],
    );
    // Substring, accents and separators: a server matching text its own way is not accused.
    expect(ignoredFilters([{ name: 'Élise Martin' }], { name: 'elise' }, new Set())).toEqual([]);
    expect(ignoredFilters([{ phone: '06 11 11 11 11' }], { phone: '0611' }, new Set())).toEqual([]);
  });

  it('checks a choice, an id or a number by equality, and text by "found in it"', () => {
    const exact = new Set(['sex', 'customerId', 'number']);
    const people = [{ sex: 'male' }, { sex: 'female' }];
    // A server matching `sex=male` by substring answers women too: that is no filter.
    expect(ignoredFilters(people, { sex: 'male' }, fields, {}, exact)).toEqual(['sex']);
    expect(ignoredFilters([{ sex: 'Male' }], { sex: 'male' }, fields, {}, exact)).toEqual([]);
    expect(
      ignoredFilters([{ customerId: 'p-10' }], { customerId: 'p-1' }, fields, {}, exact),
    ).toEqual(['customerId']);
    expect(ignoredFilters([{ number: 12 }], { number: '1' }, fields, {}, exact)).toEqual([
      'number',
    ]);
    expect(ignoredFilters([{ number: 12 }], { number: '12' }, fields, {}, exact)).toEqual([]);
    // Text: any of the servers' ways of matching passes.
    expect(ignoredFilters([{ lastName: 'Haddad-Nasr' }], { lastName: 'haddad' }, fields)).toEqual(
      [],
    );
  });

  it('proves nothing from rows that lack the field, or from no rows', () => {
    expect(ignoredFilters([{ other: 1 }], { status: 'paid' }, fields)).toEqual([]);
    expect(ignoredFilters([], { flag: 'out' }, fields, rules)).toEqual([]);
  });
});

describe('extensions the backend does not declare', () => {
  afterEach(() => setBackend({}));

  it('are not sent: date ranges and the result flag are withheld, column filters go', () => {
    setBackend({ apiUrl: 'https://api.clinic.example' });
    const { sent, withheld } = splitFilters(
      { flag: 'out', sampledAtFrom: '2026-11-20', status: 'final', customerId: '' },
      fields,
      rules,
    );
    expect(sent).toEqual({ status: 'final', customerId: '' });
    expect(withheld).toEqual(['flag', 'sampledAtFrom']);
  });

  it('are sent once declared, and always to the demo backend', () => {
    setBackend({ apiUrl: 'https://api.clinic.example', extensions: ['dateRange'] });
    expect(splitFilters({ flag: 'out', sampledAtFrom: 'x' }, fields, rules).withheld).toEqual([
      'flag',
    ]);
    setBackend({});
    expect(splitFilters({ flag: 'out', sampledAtFrom: 'x' }, fields, rules).withheld).toEqual([]);
  });
});
