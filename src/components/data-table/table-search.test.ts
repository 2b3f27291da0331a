import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  filterKeysOf,
  listParamsOf,
  searchToState,
  sortColumnsOf,
  stateToSearch,
  ownSearch,
} from './table-search';
import { listSearch } from './list-search';
import { remembered } from './use-table-url-state';
import type { DataColumn } from './types';

/** A list URL as the app reads it: parsed once by its route, then kept by its screen. */
const own = ownSearch(
  ['lastName', 'sex', 'dateOfBirthFrom', 'dateOfBirthTo'],
  ['lastName', 'createdAt'],
);
const validate = (raw: Record<string, unknown>) => own(listSearch(raw));

describe('a list search, parsed by its route (listSearch) and kept by its screen (ownSearch)', () => {
  it('keeps valid values, numbers or numeric strings alike', () => {
    expect(
      validate({
        page: 3,
        size: '50',
        sort: 'lastName',
        dir: 'desc',
        lastName: 'Haddad',
        sex: 'female',
      }),
    ).toEqual({
      page: 3,
      size: 50,
      sort: 'lastName',
      dir: 'desc',
      lastName: 'Haddad',
      sex: 'female',
    });
  });

  it('turns filters the router parsed as numbers or booleans back into text', () => {
    expect(validate({ lastName: 123, sex: true })).toEqual({ lastName: '123', sex: 'true' });
  });

  it('drops garbage instead of failing', () => {
    expect(
      validate({
        page: -3,
        size: 7,
        sort: 'password',
        dir: 'up',
        lastName: { $ne: null },
        sex: ['a', 'b'],
        dateOfBirthFrom: '   ',
      }),
    ).toEqual({});
    expect(validate({ page: 2.5, size: 'lots', dir: 'asc' })).toEqual({});
  });

  it('never throws, whatever it is given', () => {
    for (const raw of [
      {},
      { page: null },
      { page: NaN },
      { size: Infinity },
      { edit: {} },
      null,
      'x',
      3,
    ])
      expect(() => validate(raw as Record<string, unknown>)).not.toThrow();
    expect(validate(null as unknown as Record<string, unknown>)).toEqual({});
  });

  it('drops unknown keys but keeps the drawer state (`edit`)', () => {
    expect(validate({ edit: 'new', theme: 'dark', utm: 'x' })).toEqual({ edit: 'new' });
    expect(validate({ edit: 42 })).toEqual({ edit: '42' });
  });

  it('keeps a direction only with a sort column', () => {
    expect(validate({ dir: 'desc' })).toEqual({});
  });

  it('reads a page size the tables do not offer as the default', () => {
    expect(listSearch({ size: 7 })).toEqual({ size: undefined });
    expect(listSearch({ size: '100' })).toEqual({ size: 100 });
  });

  it('keeps of a typed search only what the screen sorts and filters by', () => {
    expect(own({ page: 2, sort: 'password', dir: 'asc', theme: 'dark', sex: 'male' })).toEqual({
      page: 2,
      sex: 'male',
    });
  });
});

describe('search ⇄ state', () => {
  it('reads defaults from an empty search', () => {
    expect(searchToState({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
    expect(searchToState({}, { pageSize: 50 }).pageSize).toBe(50);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const search = validate({
      page: '4',
      size: 10,
      sort: 'createdAt',
      dir: 'desc',
      lastName: 'Martin',
      edit: 'c-1',
    });
    const state = searchToState(search);
    expect(state).toEqual({
      page: 4,
      pageSize: 10,
      filters: { lastName: 'Martin' },
      sort: { column: 'createdAt', direction: 'desc' },
    });
    const { edit: _edit, ...tableOnly } = search;
    expect(stateToSearch(state)).toEqual(tableOnly);
    expect(stateToSearch({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: { sex: ' ' } })).toEqual(
      {},
    );
  });

  it('sends the sort to the server only where it sorts', () => {
    const state = searchToState({ sort: 'lastName', dir: 'asc', sex: 'male' });
    expect(listParamsOf(state, false)).toEqual({ page: 1, pageSize: 25, filters: { sex: 'male' } });
    expect(listParamsOf(state, true).sort).toEqual({ column: 'lastName', direction: 'asc' });
  });
});

describe('keys from columns', () => {
  const columns: DataColumn<object>[] = [
    {
      id: 'lastName',
      header: 'Last name',
      cell: () => null,
      filter: { kind: 'text' },
      sortable: true,
    },
    {
      id: 'born',
      header: 'Born',
      cell: () => null,
      filter: { kind: 'dateRange' },
      filterKey: 'dateOfBirth',
    },
    { id: 'phone', header: 'Phone', cell: () => null },
  ];
  it('names date ranges by their From/To keys', () => {
    expect(filterKeysOf(columns)).toEqual(['lastName', 'dateOfBirthFrom', 'dateOfBirthTo']);
    expect(sortColumnsOf(columns)).toEqual(['lastName']);
  });
});

describe('the view a tab remembers of a list', () => {
  afterEach(() => sessionStorage.clear());

  it('is read through the list routes’ schema, whatever the storage holds', () => {
    sessionStorage.setItem(
      'clinic-admin.table.patients.search',
      JSON.stringify({ page: '3', size: 7, dir: 'up', lastName: 'Haddad' }),
    );
    expect(own(remembered('patients') ?? {})).toEqual({ page: 3, lastName: 'Haddad' });
    sessionStorage.setItem('clinic-admin.table.patients.search', '[1, 2]');
    expect(remembered('patients')).toBeNull();
    sessionStorage.setItem('clinic-admin.table.patients.search', '{not json');
    expect(remembered('patients')).toBeNull();
  });
});
