import { emailKeys } from './queries';

describe('emailKeys', () => {
  it('go from broad to narrow', () => {
    const params = { folder: 'inbox' as const, page: 1 };
    expect(emailKeys.list(params).slice(0, 2)).toEqual(emailKeys.lists());
    expect(emailKeys.detail('x').slice(0, 1)).toEqual(emailKeys.all);
  });
});
