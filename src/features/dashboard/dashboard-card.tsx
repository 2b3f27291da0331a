import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLink } from './card-link';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

/** What a card needs of its query (or of several, combined). */
export interface CardQuery {
  isPending: boolean;
  error: Error | null;
  /** Whether there is something to show (a refetch that fails keeps the figures shown). */
  hasData: boolean;
  refetch: () => unknown;
}

interface DashboardCardProps {
  title: string;
  query: CardQuery;
  /** The filtered list behind the figure, and the link's words. */
  link?: { href: string; label: string };
  /**
   * Said in place of the figure when it cannot be trusted or asked for: the backend lacks an
   * extension the figure needs, or ignored one of its filters. The link is not offered then.
   */
  notice?: string;
  /** The content's height: the skeleton and the error take the same, so nothing moves. */
  height: number;
  /** Content that may outgrow its height on a narrow screen (a line per currency) scrolls, and
   * can be scrolled from the keyboard. */
  scrolls?: boolean;
  children: () => ReactNode;
}

/**
 * One figure of the day: loads on its own, with a skeleton of the content's size while it does,
 * and its own error with a retry; a failing card leaves the others as they are.
 */
export function DashboardCard(props: DashboardCardProps) {
  const { title, query, link, height, notice, scrolls = false, children } = props;
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Stack
          h={height}
          gap="xs"
          justify="flex-start"
          style={{ overflowY: scrolls ? 'auto' : 'hidden' }}
          {...(scrolls && { tabIndex: 0, role: 'group', 'aria-labelledby': id })}
          aria-busy={!notice && query.isPending}
        >
          {notice ? (
            <Text size="sm" c="dimmed">
              {notice}
            </Text>
          ) : query.hasData ? (
            children()
          ) : query.error ? (
            <>
              <Text size="sm" c="red.8" role="alert" lineClamp={2}>
                {query.error.message}
              </Text>
              <Group>
                <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
                  {t('actions.retry')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Skeleton h={36} w="40%" />
              <Skeleton h={14} w="70%" />
            </>
          )}
        </Stack>
        {link && !notice && <CardLink href={link.href}>{link.label}</CardLink>}
      </Stack>
    </Paper>
  );
}

/** The usual content: one large number and a line under it. */
export function Figure({ value, caption }: { value: string; caption?: string }) {
  return (
    <>
      <Text fz={30} fw={700} lh="36px">
        {value}
      </Text>
      {caption && (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {caption}
        </Text>
      )}
    </>
  );
}

/** A card's state from one TanStack query. */
export const cardQuery = (q: {
  isPending: boolean;
  error: Error | null;
  data: unknown;
  refetch: () => unknown;
}): CardQuery => ({
  isPending: q.isPending,
  error: q.error,
  hasData: q.data !== undefined,
  refetch: q.refetch,
});
