import { PERSON_NAME_FIELDS } from '@/api/resource/fallbacks';

type Person = { firstName?: string; lastName?: string } & { [field: string]: unknown };

/**
 * "Amina Haddad": a patient's, doctor's or user's name. With no first or last name, the single
 * `name` or `fullName` a backend may send instead (api/resource/fallbacks.ts). Its own module:
 * light to import.
 */
export const personName = (p: Person | undefined): string =>
  (p &&
    ([p.firstName, p.lastName].filter(Boolean).join(' ') ||
      (PERSON_NAME_FIELDS.map((field) => p[field]).find(
        (value) => typeof value === 'string' && value.trim(),
      ) as string | undefined))) ||
  '';

/** "Haddad Amina": a person sorted by family name; the single name where there is only one. */
export const personSortName = (p: Person): string =>
  p.lastName || p.firstName ? `${p.lastName ?? ''} ${p.firstName ?? ''}` : personName(p);
