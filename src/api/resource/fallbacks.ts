/**
 * What the app shows when a backend's records use the common single-field shapes and no
 * `config.json` mapping says otherwise (README "Field names that differ"). Declared here once.
 */

/**
 * People (patients, doctors, staff): with no first or last name, a `name` (or `fullName`) is
 * the person's name everywhere a name is shown: tables, pickers, quick search, breadcrumbs,
 * the patient page, documents.
 */
export const PERSON_NAME_FIELDS = ['name', 'fullName'] as const;

/**
 * Per area, a field the app reads from another field when the record lacks it: results name
 * their test `name`. Read only: what the app writes keeps its own names unless `config.json`
 * maps them (then the mapping applies both ways and this is not used).
 */
export const READ_FALLBACKS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  {
    results: { testName: ['name'] },
  };
