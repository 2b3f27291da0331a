import type { TFunction } from 'i18next';
import { formatMailbox, type Email } from '@/api/email';
import { newDraftId, type LocalDraft } from './draft-store';
import { fullAddress } from './format';
import { escapeHtml, sanitizeHtml } from './sanitize';

/** "Re: Re: x" stays "Re: x": a prefix is added only once, whatever its case. */
const prefixed = (prefix: string, subject: string) =>
  new RegExp(`^${prefix}:`, 'i').test(subject.trim())
    ? subject.trim()
    : `${prefix}: ${subject.trim()}`;

const fresh = (content: Partial<LocalDraft>): LocalDraft => ({
  id: newDraftId(),
  to: '',
  cc: '',
  subject: '',
  html: '',
  updatedAt: Date.now(),
  ...content,
});

/** The quoted original goes in sanitised; names and dates are escaped, never trusted as HTML. */
export function replyDraft(email: Email, t: TFunction<'email'>, date: string): LocalDraft {
  const intro = t('compose.quote.wrote', {
    date: escapeHtml(date),
    sender: escapeHtml(fullAddress(email.from)),
  });
  return fresh({
    to: formatMailbox(email.from),
    subject: prefixed('Re', email.subject),
    html: `<p></p><p>${intro}</p><blockquote>${sanitizeHtml(email.html)}</blockquote>`,
    inReplyTo: email._id,
  });
}

export function forwardDraft(email: Email, t: TFunction<'email'>, date: string): LocalDraft {
  const line = (label: string, value: string) => `${escapeHtml(label)}: ${escapeHtml(value)}`;
  const header = [
    escapeHtml(t('compose.quote.forwarded')),
    line(t('message.from'), fullAddress(email.from)),
    line(t('message.date'), date),
    line(t('message.subject'), email.subject),
    line(t('message.to'), email.to.map(fullAddress).join(', ')),
  ].join('<br>');
  return fresh({
    subject: prefixed('Fwd', email.subject),
    html: `<p></p><p>${header}</p>${sanitizeHtml(email.html)}`,
  });
}

/** A server draft opened on this device for the first time. */
export function draftFromServer(email: Email, owner: string | undefined): LocalDraft {
  const updatedAt = Date.parse(email.updatedAt ?? email.date) || Date.now();
  return fresh({
    to: email.to.map(formatMailbox).join(', '),
    cc: email.cc.map(formatMailbox).join(', '),
    subject: email.subject,
    html: sanitizeHtml(email.html),
    serverId: email._id,
    syncedAt: updatedAt,
    updatedAt,
    owner,
    ...(email.inReplyTo && { inReplyTo: email.inReplyTo }),
  });
}
