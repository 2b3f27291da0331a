import type { Result } from '@/api/resources/results';

/** "Potassium 7.4 mmol/L": the result as named in buttons and messages. */
export const resultName = (r: Pick<Result, 'testName' | 'value' | 'unit'>) =>
  [r.testName, r.value, r.unit]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
