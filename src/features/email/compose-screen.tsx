import { Center, Loader, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { ButtonLink } from './links';
import { Composer } from './composer';
import { draftStore, newDraftId, type LocalDraft } from './draft-store';
import { fullDate } from './format';
import { draftFromServer, forwardDraft, replyDraft } from './prefill';
import type { ComposeSearch } from './search';
import { SignInPrompt } from './sign-in-prompt';
import { useEmail } from './use-email';

/**
 * /apps/email/compose. The URL always names the draft being edited (`?draft=`), so a reload
 * reopens it; a reply, a forward or a server draft first becomes a local draft, then the URL
 * switches to it.
 */
export function ComposeScreen({ search }: { search: ComposeSearch }) {
  const userId = useAuth().session?.user.id;
  // Opened afresh for each account: a draft written signed out is read again from the store,
  // where it is the new account's only if its writer claimed it ("Sign in to send"); whoever
  // else signs in (here or in another tab) finds a blank one, not the last person's words.
  if (search.draft)
    return <Composer key={`${search.draft} ${userId ?? ''}`} draftId={search.draft} />;
  const source = search.reply ?? search.forward ?? search.server;
  if (source) return <StartFrom key={source} id={source} search={search} />;
  return <StartBlank />;
}

const useOpenDraft = () => {
  const navigate = useNavigate();
  return (id: string) =>
    void navigate({ to: '/apps/email/compose', search: { draft: id }, replace: true });
};

function StartBlank() {
  const openDraft = useOpenDraft();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openDraft(newDraftId());
  });
  return <Spinner />;
}

function StartFrom({ id, search }: { id: string; search: ComposeSearch }) {
  const { t, i18n } = useTranslation('email');
  const { session } = useAuth();
  const userId = session?.user.id;
  const openDraft = useOpenDraft();
  // A server draft already on this device opens as it is here: it may be newer than the server's.
  const local = search.server ? draftStore.findByServerId(search.server, userId) : undefined;
  const query = useEmail(id, session !== null && !local);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    let draft: LocalDraft | undefined = local;
    if (!draft && query.data) {
      const email = query.data;
      const date = fullDate(email.date, i18n.resolvedLanguage);
      draft = search.server
        ? draftFromServer(email, userId)
        : search.reply
          ? replyDraft(email, t, date)
          : forwardDraft(email, t, date);
      // Started signed in (a session is needed to read the message): its user's.
      draft = { ...draft, owner: draft.owner ?? userId };
      draftStore.put(draft);
    }
    if (!draft) return;
    started.current = true;
    openDraft(draft.id);
  });

  if (!session) {
    return <SignInPrompt action={t('signIn.toRead')} description={t('signIn.readDescription')} />;
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert>
          {gone ? t('message.gone') : errorText(query.error, t('errors.messageFailed'))}
        </ErrorAlert>
        <ButtonLink to="/apps/email/compose" variant="light">
          {t('compose.startBlank')}
        </ButtonLink>
      </Stack>
    );
  }
  return <Spinner />;
}

function Spinner() {
  const { t } = useTranslation('email');
  return (
    <Center py="xl" role="status">
      <Loader role="status" aria-label={t('compose.opening')} />
    </Center>
  );
}
