import { oneOf, searchSchema, text } from '@/lib/search-schema';

export const SELECTION_KINDS = ['day', 'group', 'visit'] as const;

/**
 * The worksheet route's search, as the URL has it: its `validateSearch`, alone in its module so
 * the first bundle carries only this. What it means (today by default) is `readSelection`'s.
 */
export const worksheetUrl = searchSchema({
  by: oneOf(SELECTION_KINDS),
  day: text,
  groupId: text,
  customerId: text,
  visit: text,
});
