import { filterParams, listSearchParams, toListPage } from './paging';

describe('list paging (SPEC §7)', () => {
  it.each([
    [1, 10, '0'],
    [2, 10, '10'],
    [3, 25, '50'],
    [7, 50, '300'],
    [4, 100, '300'],
  ])('page %i of %i rows skips %s', (page, pageSize, skip) => {
    expect(listSearchParams({ page, pageSize }, false)).toEqual({ limit: String(pageSize), skip });
  });

  it('sends each non-empty filter as a query parameter and leaves empty ones out', () => {
    expect(
      listSearchParams(
        {
          page: 1,
          pageSize: 10,
          filters: {
            lastName: ' Haddad ',
            phone: '',
            sex: undefined,
            insuranceId: null,
            active: false,
            age: 0,
            blank: '   ',
          },
        },
        false,
      ),
    ).toEqual({ limit: '10', skip: '0', lastName: 'Haddad', active: 'false', age: '0' });
  });

  it('sends sort as column*direction where the area sorts on the server', () => {
    const params = {
      page: 1,
      pageSize: 10,
      sort: { column: 'scheduledAt', direction: 'desc' as const },
    };
    expect(listSearchParams(params, true).sort).toBe('scheduledAt*desc');
    expect(
      listSearchParams({ ...params, sort: { column: 'name', direction: 'asc' } }, true).sort,
    ).toBe('name*asc');
  });

  it('does not send sort to areas that do not sort on the server', () => {
    const params = { page: 1, pageSize: 10, sort: { column: 'name', direction: 'asc' as const } };
    expect(listSearchParams(params, false)).not.toHaveProperty('sort');
  });

  it('lets no filter override limit or skip', () => {
    expect(
      listSearchParams({ page: 2, pageSize: 10, filters: { limit: '999', skip: '999' } }, false),
    ).toMatchObject({
      limit: '10',
      skip: '10',
    });
  });

  it('filterParams alone drops empty values', () => {
    expect(filterParams({ a: '', b: 'x' })).toEqual({ b: 'x' });
  });
});

describe('totals and the next page', () => {
  const params = { page: 2, pageSize: 10 };

  it('uses the count the API returns', () => {
    expect(toListPage(Array(10).fill(0), 35, params)).toMatchObject({
      total: 35,
      hasNextPage: true,
    });
    expect(toListPage(Array(10).fill(0), 20, params)).toMatchObject({
      total: 20,
      hasNextPage: false,
    });
  });

  it('without a count, invents no total and offers a next page only after a full page', () => {
    expect(toListPage(Array(10).fill(0), undefined, params)).toMatchObject({
      total: undefined,
      hasNextPage: true,
    });
    expect(toListPage(Array(9).fill(0), undefined, params)).toMatchObject({
      total: undefined,
      hasNextPage: false,
    });
    expect(toListPage([], undefined, params)).toMatchObject({ hasNextPage: false });
  });
});
