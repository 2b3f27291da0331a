import type { Result } from '@/api/resources/results';
import { formChange } from './form-change';

const result = {
  _id: 'r-1',
  testName: 'Potassium',
  value: '4.2',
  range: '3.5-5.1',
  statusId: 's-wait',
  audit: [{ at: '2026-12-07T09:00:00.000Z', by: 'u-1', field: 'value', from: null, to: '4.2' }],
} as Result;

describe("a result edited in the results list's form", () => {
  it('keeps the value, range and status changed, and who entered the new value', () => {
    const body = formChange(
      result,
      { value: '4.4', range: '3.5-5.1', statusId: 's-ok', notes: 'Re-run' },
      'u-2',
    );
    expect(body).toMatchObject({ value: '4.4', enteredBy: 'u-2', notes: 'Re-run' });
    expect((body.audit as unknown[]).slice(1)).toEqual([
      expect.objectContaining({ field: 'value', from: '4.2', to: '4.4', by: 'u-2' }),
      expect.objectContaining({ field: 'status', from: 's-wait', to: 's-ok', by: 'u-2' }),
    ]);
    expect((body.audit as unknown[])[0]).toEqual(result.audit![0]);
  });

  it('sends the form as it is when nothing kept changed', () => {
    const values = { value: '4.2', notes: 'Haemolysed' };
    expect(formChange(result, values, 'u-2')).toBe(values);
  });
});
