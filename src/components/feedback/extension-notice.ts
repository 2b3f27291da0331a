import i18n from 'i18next';
import { extensionNeedsKey, hasExtension, type Extension } from '@/api/extensions';

/** What a part of a screen says in its place when the backend lacks an extension it needs. */
export function missingExtensionText(names: readonly Extension[]): string | undefined {
  const missing = names.find((name) => !hasExtension(name));
  return missing && i18n.t(extensionNeedsKey(missing));
}

/**
 * Filter keys in words: a date range's bounds (`sampledAtFrom`) by their field, each by the
 * name `nameOf` gives it (a column's header), else as it is.
 */
export function filterWords(
  keys: readonly string[],
  nameOf: (field: string) => string | undefined,
) {
  const fields = [...new Set(keys.map((key) => key.replace(/(From|To)$/, '')))];
  const named = fields.map((field) => nameOf(field) ?? field);
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(named);
}

/** "The server ignored the filter on …": rows or a figure that are not filtered by it. */
export const ignoredText = (
  keys: readonly string[],
  nameOf: (field: string) => string | undefined,
) => i18n.t('common:extensions.ignored', { filters: filterWords(keys, nameOf) });
