import i18n from 'i18next';
import { blankDraft } from './draft-store';
import {
  serverFieldErrors,
  toSendRequest,
  validateCompose,
  type ComposeErrors,
} from './compose-validation';

const values = (over: Partial<{ to: string; cc: string; subject: string }> = {}) => ({
  to: 'lab@clinic.example',
  cc: '',
  subject: 'Results',
  ...over,
});

/** The messages as the composer shows them, in the current language. */
const texts = (errors: ComposeErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, e]) => [field, i18n.t(`email:${e.key}`, { ...e.values })]),
  );

describe('validateCompose', () => {
  it('accepts comma- or semicolon-separated addresses, with or without names', () => {
    expect(
      validateCompose(values({ to: 'a@x.org, Dr. Sara <s@y.org>; b@z.org', cc: 'c@w.org' })),
    ).toEqual({});
  });

  it('asks for a recipient and a subject', () => {
    expect(texts(validateCompose(values({ to: ' , ', subject: '   ' })))).toEqual({
      to: 'Add at least one recipient.',
      subject: 'Add a subject.',
    });
  });

  it('names the address that is not valid, in To or in Cc', () => {
    expect(
      texts(validateCompose(values({ to: 'a@x.org, lab@clinic', cc: 'ok@x.org, nope' }))),
    ).toEqual({
      to: '“lab@clinic” is not a valid email address.',
      cc: '“nope” is not a valid email address.',
    });
  });

  it('limits recipients and subject length', () => {
    const many = Array.from({ length: 51 }, (_, i) => `p${i}@x.org`).join(',');
    expect(texts(validateCompose(values({ to: many, subject: 'x'.repeat(256) })))).toEqual({
      to: 'Use at most 50 addresses.',
      subject: 'Use at most 255 characters.',
    });
  });

  it('says it in French and in Arabic too', async () => {
    await i18n.changeLanguage('fr');
    expect(texts(validateCompose(values({ to: 'x' })))).toEqual({
      to: "« x » n'est pas une adresse e-mail valide.",
    });
    await i18n.changeLanguage('ar');
    expect(texts(validateCompose(values({ subject: '' })))).toEqual({ subject: 'أضف موضوعًا.' });
  });
});

describe('toSendRequest', () => {
  it('splits the addresses, trims the subject, links the server draft and sanitises the body', () => {
    const request = toSendRequest({
      ...blankDraft('d-1'),
      to: 'a@x.org; Dr. Sara <s@y.org>',
      cc: '',
      subject: '  Results ',
      html: '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script></p>',
      serverId: 'em-9',
      inReplyTo: 'em-1',
    });
    expect(request).toEqual({
      to: ['a@x.org', 'Dr. Sara <s@y.org>'],
      cc: [],
      subject: 'Results',
      html: '<p>Hi <strong>there</strong></p>',
      draftId: 'em-9',
      inReplyTo: 'em-1',
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts per-address errors on their field', () => {
    expect(
      serverFieldErrors({ 'to.1': 'Bad', 'to.2': 'Also bad', subject: 'Missing', body: 'x' }),
    ).toEqual({
      to: 'Bad',
      subject: 'Missing',
    });
  });
});
