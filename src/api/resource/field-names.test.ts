import { setBackend } from '@/api/backend';
import { fieldNames } from './field-names';

describe('field names at the API boundary', () => {
  afterEach(() => setBackend({}));

  it('reads the backend’s names into the app’s and writes them back', () => {
    setBackend({
      fields: { customers: { firstName: 'given_name', lastName: 'family_name' } },
    });
    const names = fieldNames('customers');
    expect(names.toApp({ _id: 'a', given_name: 'Amina', family_name: 'Haddad', x: 1 })).toEqual({
      _id: 'a',
      firstName: 'Amina',
      lastName: 'Haddad',
      x: 1,
    });
    expect(names.toBackend({ firstName: 'Amina', phone: '06' })).toEqual({
      given_name: 'Amina',
      phone: '06',
    });
  });

  it('renames filter keys, date-range bounds and the sort column', () => {
    setBackend({ fields: { appointments: { scheduledAt: 'start_time' } } });
    const wire = fieldNames('appointments').params({
      page: 1,
      pageSize: 10,
      filters: { scheduledAtFrom: '2026-01-01', scheduledAtTo: '2026-02-01', q: 'x' },
      sort: { column: 'scheduledAt', direction: 'desc' },
    });
    expect(wire.filters).toEqual({
      start_timeFrom: '2026-01-01',
      start_timeTo: '2026-02-01',
      q: 'x',
    });
    expect(wire.sort).toEqual({ column: 'start_time', direction: 'desc' });
  });

  it('swaps two names without losing either', () => {
    setBackend({ fields: { customers: { firstName: 'lastName', lastName: 'firstName' } } });
    expect(fieldNames('customers').toApp({ firstName: 'Haddad', lastName: 'Amina' })).toEqual({
      firstName: 'Amina',
      lastName: 'Haddad',
    });
  });

  it('names a result’s test from `name` when it has no test name, unless a mapping says', () => {
    expect(fieldNames('results').toApp({ _id: 1, name: 'Glucose', value: '5' })).toEqual({
      _id: 1,
      testName: 'Glucose',
      value: '5',
    });
    expect(fieldNames('results').toApp({ testName: 'Urea', name: 'other' })).toEqual({
      testName: 'Urea',
      name: 'other',
    });
    setBackend({ fields: { results: { testName: 'label' } } });
    expect(fieldNames('results').toApp({ label: 'Urea', name: 'x' })).toEqual({
      testName: 'Urea',
      name: 'x',
    });
  });
});

describe('the backend’s words for the app’s (config.json `values`)', () => {
  afterEach(() => setBackend({}));

  it('reads them as the app’s, writes the app’s back as theirs, and leaves others as sent', () => {
    setBackend({
      values: { payments: { status: { open: 'pending', settled: 'paid', closed: 'paid' } } },
    });
    const names = fieldNames('payments');
    expect(names.toApp({ _id: 'p', status: 'open' })).toEqual({ _id: 'p', status: 'pending' });
    expect(names.toApp({ _id: 'p', status: 'void' })).toEqual({ _id: 'p', status: 'void' });
    // Two words for one: the first is the one written.
    expect(names.toBackend({ status: 'paid', amount: 5 })).toEqual({
      status: 'settled',
      amount: 5,
    });
    expect(
      names.params({ page: 1, pageSize: 10, filters: { status: 'pending', method: 'cash' } })
        .filters,
    ).toEqual({ status: 'open', method: 'cash' });
    // Another area's words are its own.
    expect(fieldNames('tickets').toApp({ _id: 't', status: 'open' })).toMatchObject({
      status: 'open',
    });
  });

  it('reads a reference sent populated as its id, the record kept beside it', () => {
    const names = fieldNames('results');
    expect(
      names.toApp({ _id: 'r1', customerId: { _id: 'p1', name: 'Omar Benali' }, value: '5' }),
    ).toEqual({
      _id: 'r1',
      customerId: 'p1',
      customer: { _id: 'p1', name: 'Omar Benali' },
      value: '5',
    });
    // A record of its own under that name stays; an object without an id is left as it is.
    expect(
      names.toApp({ customerId: { id: 7 }, customer: { note: 'x' }, insuranceId: { a: 1 } }),
    ).toEqual({ customerId: '7', customer: { note: 'x' }, insuranceId: { a: 1 } });
  });
});
