import {
  MAX_RECIPIENTS,
  MAX_SUBJECT,
  parseMailbox,
  splitAddressList,
  type SendRequest,
} from '@/api/email';
import type { LocalDraft } from './draft-store';
import { sanitizeHtml } from './sanitize';

export type ComposeField = 'to' | 'cc' | 'subject';

/** A translatable message: a key of the `email` namespace and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type ComposeErrors = Partial<Record<ComposeField, FieldError>>;

type Values = Pick<LocalDraft, 'to' | 'cc' | 'subject'>;

function checkAddresses(text: string, required: boolean): FieldError | undefined {
  const parts = splitAddressList(text);
  if (!parts.length) return required ? { key: 'compose.errors.toRequired' } : undefined;
  const invalid = parts.find((part) => !parseMailbox(part));
  if (invalid !== undefined)
    return { key: 'compose.errors.invalidAddress', values: { address: invalid } };
  if (parts.length > MAX_RECIPIENTS)
    return { key: 'compose.errors.tooManyRecipients', values: { max: MAX_RECIPIENTS } };
  return undefined;
}

const validators: Record<ComposeField, (values: Values) => FieldError | undefined> = {
  to: (v) => checkAddresses(v.to, true),
  cc: (v) => checkAddresses(v.cc, false),
  subject: (v) => {
    const subject = v.subject.trim();
    if (!subject) return { key: 'compose.errors.subjectRequired' };
    if (subject.length > MAX_SUBJECT)
      return { key: 'compose.errors.subjectTooLong', values: { max: MAX_SUBJECT } };
    return undefined;
  },
};

export const validateField = (field: ComposeField, values: Values) => validators[field](values);

/** Every field's first problem; an empty object when the message can go. */
export function validateCompose(values: Values): ComposeErrors {
  const errors: ComposeErrors = {};
  for (const field of Object.keys(validators) as ComposeField[]) {
    const error = validators[field](values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The send request of a valid draft; the body goes out sanitised, as it will be shown. */
export function toSendRequest(draft: LocalDraft): SendRequest {
  return {
    to: splitAddressList(draft.to),
    cc: splitAddressList(draft.cc),
    subject: draft.subject.trim(),
    html: sanitizeHtml(draft.html),
    ...(draft.serverId && { draftId: draft.serverId }),
    ...(draft.inReplyTo && { inReplyTo: draft.inReplyTo }),
  };
}

/** Server field errors arrive per address ("to.2"); the form shows one per field. */
export function serverFieldErrors(
  errors: Record<string, string>,
): Partial<Record<ComposeField, string>> {
  const out: Partial<Record<ComposeField, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0];
    if (field === 'to' || field === 'cc' || field === 'subject') out[field] ??= message;
  }
  return out;
}
