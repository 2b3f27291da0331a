import { searchParamOf } from '@/app/config';

/** Typed text that reads as a phone number: digits, with the usual separators. */
const PHONE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/**
 * What an area's free-text search sends. By default the contract's own column filters (SPEC §7:
 * any field as a query parameter), which every backend honours: patients by `phone` when the
 * text is a phone number, else by `name`; the deployment's field names apply to
 * them like to any filter. A backend with a search parameter of its own (the demo's `q`, which
 * looks in names, phones and more) declares it in config.json: `"search": { "customers": "q" }`.
 */
export function searchFilters(area: string, text: string): Record<string, string> {
  const typed = text.trim();
  if (!typed) return {};
  const param = searchParamOf(area);
  if (param) return { [param]: typed };
  // As typed: phone numbers are stored as people write them ("+961 3 123 456").
  if (PHONE.test(typed)) return { phone: typed };
  return { name: typed };
}
