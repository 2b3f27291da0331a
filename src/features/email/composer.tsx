import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import {
  Suspense,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { retryableLazy } from '@/components/feedback/retryable-lazy';
import {
  serverFieldErrors,
  toSendRequest,
  validateCompose,
  validateField,
  type ComposeErrors,
  type ComposeField,
} from './compose-validation';
import type { ComposerEditor as Editor } from './composer-editor';
import { SignInPrompt } from './sign-in-prompt';
import { useDraft, type DraftStatus } from './use-draft';
import { useDeleteEmail, useSendEmail } from './use-email';

// tiptap and its styles load with the composer, not with the rest of the email area. If they
// cannot (offline), the editor's place says so with Try again; To, Cc and Subject stay.
const ComposerEditor = retryableLazy<ComponentProps<typeof Editor>>(() =>
  import('./composer-editor').then((m) => ({ default: m.ComposerEditor })),
);

const STATUS_KEY: Record<DraftStatus, string | null> = {
  empty: null,
  page: 'compose.status.page',
  device: 'compose.status.device',
  saving: 'compose.status.saving',
  saved: 'compose.status.saved',
  error: 'compose.status.error',
};

/**
 * A message being written. Everything typed is the draft (saved as it changes, see useDraft);
 * To, Cc and Subject are checked when they lose focus and all together on send, with what was
 * typed left in place. Ctrl/Cmd+Enter sends.
 */
export function Composer({ draftId }: { draftId: string }) {
  const { t } = useTranslation('email');
  const { session } = useAuth();
  const navigate = useNavigate();
  const { draft, update, settle, close, status } = useDraft(draftId);
  const send = useSendEmail();
  const remove = useDeleteEmail();
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ComposeField, string>>>({});
  const [discarding, discardDialog] = useDisclosure(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bodyLabel = useId();

  const message = (field: ComposeField) => {
    const error = errors[field];
    return serverErrors[field] ?? (error ? t(error.key, { ...error.values }) : undefined);
  };

  const field = (name: ComposeField) => ({
    name,
    value: draft[name],
    error: message(name),
    'aria-invalid': message(name) ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      update({ [name]: event.currentTarget.value });
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    // An untouched empty field is not an error yet: that is said on send. Nor is a field left
    // for the Send button: an error appearing then would move the button from under the pointer.
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if ((event.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
      if (draft[name].trim() || errors[name])
        setErrors((current) => ({ ...current, [name]: validateField(name, draft) }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || !session) return;
    const found = validateCompose(draft);
    setErrors(found);
    setServerErrors({});
    const first = (['to', 'cc', 'subject'] as const).find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const ready = await settle();
    send.mutate(toSendRequest(ready), {
      onSuccess: () => {
        close();
        notifications.show({ color: 'clinic', message: t('compose.sent') });
        void navigate({ to: '/apps/email/$folder', params: { folder: 'sent' } });
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(serverFieldErrors(error.errors));
      },
    });
  };

  const discard = async () => {
    discardDialog.close();
    const last = await settle();
    close();
    if (last.serverId && session) remove.mutate({ _id: last.serverId });
    notifications.show({ message: t('compose.discarded') });
    void navigate({ to: '/apps/email/$folder', params: { folder: 'drafts' } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const statusKey = STATUS_KEY[status];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('compose.title')}
      </Title>
      {!session && (
        <SignInPrompt
          action={t('signIn.toSend')}
          description={t('signIn.sendDescription')}
          draftId={draftId}
        />
      )}
      <Paper
        withBorder
        p="md"
        component="form"
        ref={formRef}
        noValidate
        aria-label={t('compose.title')}
        onSubmit={(e: FormEvent<HTMLFormElement>) => void submit(e)}
        onKeyDown={onKeyDown}
      >
        <Stack gap="sm">
          {send.isError && <ErrorAlert>{errorText(send.error, t('errors.sendFailed'))}</ErrorAlert>}
          <TextInput
            label={t('compose.to')}
            description={t('compose.addressHint')}
            type="text"
            inputMode="email"
            autoComplete="off"
            {...field('to')}
          />
          <TextInput
            label={t('compose.cc')}
            type="text"
            inputMode="email"
            autoComplete="off"
            {...field('cc')}
          />
          <TextInput
            label={t('compose.subject')}
            autoComplete="off"
            dir="auto"
            {...field('subject')}
          />
          <Stack gap={4}>
            <Text id={bodyLabel} size="sm" fw={500}>
              {t('compose.body')}
            </Text>
            <Suspense
              fallback={
                <Center mih={280} role="status">
                  <Loader size="sm" role="status" aria-label={t('compose.loadingEditor')} />
                </Center>
              }
            >
              <ComposerEditor
                labelledBy={bodyLabel}
                initialHtml={draft.html}
                onChange={(html) => update({ html })}
              />
            </Suspense>
          </Stack>
          <Group justify="space-between" wrap="wrap-reverse">
            <Text
              size="sm"
              c={status === 'error' ? 'red' : 'dimmed'}
              role="status"
              aria-live="polite"
            >
              {statusKey ? t(statusKey) : ''}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={discardDialog.open}
              >
                {t('compose.discard')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={send.isPending}
                disabled={!session}
              >
                {t('compose.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={discarding}
        onClose={discardDialog.close}
        onConfirm={() => void discard()}
        title={t('compose.discardTitle')}
        confirmLabel={t('compose.discard')}
        cancelLabel={t('compose.keepEditing')}
      >
        {t('compose.discardText')}
      </ConfirmDialog>
    </Stack>
  );
}
