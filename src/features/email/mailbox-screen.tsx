import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PAGE_SIZE, isFolder, type Folder } from '@/api/email';
import { errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { EmailNotFound } from './email-not-found';
import { LocalDrafts } from './local-drafts';
import { MessageList } from './message-list';
import type { MailboxSearch } from './search';
import { SignInPrompt } from './sign-in-prompt';
import { useEmailList } from './use-email';
import '@mantine/core/styles/Pagination.css';

/** A folder: search, one page of messages, paging. Signed out, it says what signing in gives. */
export function MailboxScreen({ folder, search }: { folder: string; search: MailboxSearch }) {
  const { t } = useTranslation('email');
  const { session } = useAuth();
  if (!isFolder(folder)) return <EmailNotFound />;
  const title = t(`folders.${folder}`);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {folder === 'drafts' && <LocalDrafts />}
      {session ? (
        <FolderPage key={folder} folder={folder} search={search} title={title} />
      ) : (
        <SignInPrompt action={t('signIn.toRead')} description={t('signIn.readDescription')} />
      )}
    </Stack>
  );
}

function FolderPage({
  folder,
  search,
  title,
}: {
  folder: Folder;
  search: MailboxSearch;
  title: string;
}) {
  const { t } = useTranslation('email');
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useEmailList({ folder, page, search: search.q }, true);
  const [query, setQuery] = useState(search.q ?? '');

  const go = (next: MailboxSearch) =>
    void navigate({ to: '/apps/email/$folder', params: { folder }, search: next, replace: true });
  const searchLater = useDebouncedCallback((q: string) => go({ q: q.trim() || undefined }), 350);

  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / EMAIL_PAGE_SIZE));
  const first = (page - 1) * EMAIL_PAGE_SIZE + 1;
  const last = Math.min(count, page * EMAIL_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        aria-label={t('list.search', { folder: title })}
        placeholder={t('list.search', { folder: title })}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        maw={420}
      />
      {list.isError && (
        <Stack gap="xs" align="flex-start">
          <ErrorAlert>{errorText(list.error, t('errors.listFailed'))}</ErrorAlert>
          <Button variant="light" size="xs" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      )}
      {list.isPending ? (
        <Center py="xl" role="status">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      ) : list.data && list.data.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">
            {search.q ? t('list.noMatch', { query: search.q }) : t('list.empty', { folder: title })}
          </Text>
        </Paper>
      ) : list.data ? (
        <Paper withBorder aria-busy={list.isFetching || undefined}>
          <MessageList
            folder={folder}
            messages={list.data.data}
            caption={t('list.caption', { folder: title, first, last, count })}
          />
        </Paper>
      ) : null}
      {count > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status">
            {t('list.range', { first, last, count })}
          </Text>
          {pages > 1 && (
            <nav aria-label={t('list.pager.label')}>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => go({ q: search.q, page: next > 1 ? next : undefined })}
                getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('list.pager.page', { page: item }) })}
              />
            </nav>
          )}
        </Group>
      )}
    </Stack>
  );
}
