import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconMailOpened,
  IconTrash,
} from '@tabler/icons-react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isFolder, type Email, type Folder } from '@/api/email';
import { ApiError, errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { ButtonLink } from './links';
import { EmailNotFound } from './email-not-found';
import { fullAddress, fullDate } from './format';
import classes from './email.module.css';
import { MessageBody } from './message-body';
import { SignInPrompt } from './sign-in-prompt';
import { useDeleteEmail, useEmail, useMarkRead } from './use-email';

/** One message. Drafts open in the composer instead; signed out, the screen says to sign in. */
export function MessageScreen({ folder, messageId }: { folder: string; messageId: string }) {
  const { t } = useTranslation('email');
  const { session } = useAuth();
  if (!isFolder(folder)) return <EmailNotFound />;
  if (folder === 'drafts')
    return <Navigate to="/apps/email/compose" search={{ server: messageId }} replace />;
  if (!session)
    return <SignInPrompt action={t('signIn.toRead')} description={t('signIn.readDescription')} />;
  return <MessageView key={messageId} folder={folder} id={messageId} />;
}

function MessageView({ folder, id }: { folder: Folder; id: string }) {
  const { t } = useTranslation('email');
  const query = useEmail(id, true);
  const { mutate: markRead } = useMarkRead();
  const marked = useRef(false);
  const email = query.data;

  // Opening an unread message reads it, once.
  useEffect(() => {
    if (email && !email.read && !marked.current) {
      marked.current = true;
      markRead({ id: email._id, read: true });
    }
  }, [email, markRead]);

  const back = (
    <ButtonLink
      to="/apps/email/$folder"
      params={{ folder }}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} className={classes.flipInRtl} aria-hidden />}
      w="fit-content"
    >
      {t('message.back', { folder: t(`folders.${folder}`) })}
    </ButtonLink>
  );

  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="status" aria-label={t('message.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <ErrorAlert>
          {gone ? t('message.gone') : errorText(query.error, t('errors.messageFailed'))}
        </ErrorAlert>
        {!gone && (
          <Button variant="light" size="xs" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" component="article" aria-labelledby="message-subject">
      {back}
      <MessageActions folder={folder} email={query.data} />
      <Title order={1} size="h2" id="message-subject" dir="auto">
        {query.data.subject.trim() || t('list.noSubject')}
      </Title>
      <MessageHeader email={query.data} />
      <Paper withBorder p="lg">
        <MessageBody html={query.data.html} />
      </Paper>
    </Stack>
  );
}

function MessageHeader({ email }: { email: Email }) {
  const { t, i18n } = useTranslation('email');
  const rows: [string, string][] = [
    [t('message.from'), fullAddress(email.from)],
    [t('message.to'), email.to.map(fullAddress).join(', ')],
    ...(email.cc.length
      ? [[t('message.cc'), email.cc.map(fullAddress).join(', ')] as [string, string]]
      : []),
    [t('message.date'), fullDate(email.date, i18n.resolvedLanguage)],
  ];
  return (
    <Stack component="dl" gap={2} m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={60} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function MessageActions({ folder, email }: { folder: Folder; email: Email }) {
  const { t } = useTranslation('email');
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const remove = useDeleteEmail();
  const [confirming, confirm] = useDisclosure(false);
  const toFolder = () => void navigate({ to: '/apps/email/$folder', params: { folder } });

  const deleteNow = () => {
    confirm.close();
    // The screen leaves at once (the list drops the message optimistically); the outcome is told
    // by a notification, which outlives this component, unlike mutate()'s own callbacks.
    remove.mutateAsync(email).then(
      () =>
        notifications.show({
          color: 'clinic',
          message: t(folder === 'trash' ? 'message.deleted' : 'message.trashed'),
        }),
      (error: unknown) =>
        notifications.show({ color: 'red', message: errorText(error, t('errors.deleteFailed')) }),
    );
    toFolder();
  };

  return (
    <Group gap="xs">
      <ButtonLink
        to="/apps/email/compose"
        search={{ reply: email._id }}
        variant="default"
        leftSection={<IconArrowBackUp size={16} className={classes.flipInRtl} aria-hidden />}
      >
        {t('message.reply')}
      </ButtonLink>
      <ButtonLink
        to="/apps/email/compose"
        search={{ forward: email._id }}
        variant="default"
        leftSection={<IconArrowForwardUp size={16} className={classes.flipInRtl} aria-hidden />}
      >
        {t('message.forward')}
      </ButtonLink>
      {folder === 'inbox' && (
        <Button
          variant="default"
          leftSection={<IconMailOpened size={16} aria-hidden />}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ id: email._id, read: false }, { onSuccess: toFolder })}
        >
          {t('message.markUnread')}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={folder === 'trash' ? confirm.open : deleteNow}
      >
        {t(folder === 'trash' ? 'message.deleteForever' : 'message.delete')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        onConfirm={deleteNow}
        title={t('message.confirmTitle')}
        confirmLabel={t('message.deleteForever')}
      >
        {t('message.confirmText')}
      </ConfirmDialog>
    </Group>
  );
}
