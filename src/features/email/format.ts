import type { Mailbox } from '@/api/email';
import { sameDay, sameYear } from '@/domain/dates';
import { dateTimeFormat } from '@/i18n/format';

/** "Dr. Sara Nassar" or, without a name, the address. */
export const displayName = (mailbox: Mailbox) => mailbox.name?.trim() || mailbox.address;

/** "Dr. Sara Nassar <s.nassar@…>": both, for headers where the address matters. */
export const fullAddress = (mailbox: Mailbox) =>
  mailbox.name?.trim() ? `${mailbox.name.trim()} <${mailbox.address}>` : mailbox.address;

/** A list date as mail clients show it: the time today, the day this year, else the full date. */
export function listDate(iso: string, lng: string | undefined, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { timeStyle: 'short' }
    : sameYear(date, now)
      ? { day: 'numeric', month: 'short' }
      : { dateStyle: 'medium' };
  return dateTimeFormat(options, lng).format(date);
}

/** The full date and time, for a message's header. */
export function fullDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat({ dateStyle: 'full', timeStyle: 'short' }, lng).format(date);
}
