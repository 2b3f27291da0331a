import type { Result } from '@/api/resources/results';
import { acknowledgedNow, refusal } from './validation-gate';

const sodium = { criticalLow: 120, criticalHigh: 160 };
const r = (over: Partial<Result>) =>
  ({ _id: 'r', testName: 'Sodium', value: '140', ...over }) as Result;
const fourEyes = { fourEyes: true };

describe('who may validate a result, and when', () => {
  it('refuses the person who entered the value; another person may', () => {
    const entered = r({ enteredBy: 'u-claire', enteredAt: '2026-12-07T09:00:00Z' });
    expect(refusal(entered, 'u-claire', sodium, fourEyes)).toBe('ownEntry');
    expect(refusal(entered, 'u-leila', sodium, fourEyes)).toBeUndefined();
  });

  it('lets the deployment turn the four-eyes rule off', () => {
    const entered = r({ enteredBy: 'u-claire' });
    expect(refusal(entered, 'u-claire', sodium, { fourEyes: false })).toBeUndefined();
  });

  it('does not refuse a value whose author is not recorded (an analyser, another system)', () => {
    expect(refusal(r({}), 'u-claire', sodium, fourEyes)).toBeUndefined();
  });

  it('refuses a critical value until it is acknowledged with who was told and a read-back', () => {
    const critical = r({ value: '118', enteredBy: 'u-claire', enteredAt: '2026-12-07T09:00:00Z' });
    expect(refusal(critical, 'u-leila', sodium, fourEyes)).toBe('notAcknowledged');
    const told = {
      acknowledgedBy: 'u-leila',
      acknowledgedAt: '2026-12-07T09:05:00Z',
      acknowledgedTo: 'Dr Haddad, ward 3',
      acknowledgedHow: 'phone',
      acknowledgedReadBack: true,
    };
    expect(refusal({ ...critical, ...told }, 'u-leila', sodium, fourEyes)).toBeUndefined();
    // An acknowledgement that names nobody, or without the read-back, is not one.
    expect(acknowledgedNow({ ...critical, ...told, acknowledgedTo: ' ' })).toBe(false);
    expect(acknowledgedNow({ ...critical, ...told, acknowledgedReadBack: false })).toBe(false);
    // Acknowledged before the value now on the result was entered: told of another value.
    expect(
      refusal(
        { ...critical, ...told, enteredAt: '2026-12-07T09:10:00Z' },
        'u-leila',
        sodium,
        fourEyes,
      ),
    ).toBe('notAcknowledged');
  });

  it('the four-eyes refusal comes first; a value within limits needs no acknowledgement', () => {
    expect(refusal(r({ value: '118', enteredBy: 'u-a' }), 'u-a', sodium, fourEyes)).toBe(
      'ownEntry',
    );
    expect(refusal(r({ value: '140' }), 'u-a', sodium, fourEyes)).toBeUndefined();
  });
});
