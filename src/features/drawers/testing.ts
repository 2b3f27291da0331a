import type { Closing } from '@/api/resources/drawers';

/** A session's Z-report for a test: balanced at nought, its lines none, unless the test says. */
export const closingOf = (
  fields: Pick<Closing, 'number' | 'openedAt' | 'closedAt'> & Partial<Closing>,
): Closing => ({
  sessionId: `s${fields.number}`,
  float: 0,
  expected: {},
  counted: {},
  difference: {},
  lines: [],
  ...fields,
});
