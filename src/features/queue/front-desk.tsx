import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerTrackNext, IconDeviceTv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentTicket } from '@/api/resources/tickets';
import { formatNumber } from '@/i18n/format';
import { useDeskCounter } from './desk-counter';
import { pollingCount, POLL_MS } from './polling';
import { ResetQueue } from './reset-queue';
import { useCallNext } from './use-call-next';
import '@mantine/core/styles/SimpleGrid.css';

/**
 * The front desk above today's tickets: the ticket being served in large type, the waiting
 * count (read every few seconds while the page is visible), and the calls.
 */
export function FrontDesk() {
  const { t } = useTranslation('queue');
  const current = useCurrentTicket();
  const count = useQuery(pollingCount(POLL_MS.desk));
  const { call, isPending } = useCallNext();
  const [counter, setCounter] = useDeskCounter();
  const desk = counter.trim();

  return (
    <Paper withBorder p="lg" component="section" aria-label={t('desk.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={0} aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('desk.current')}
          </Text>
          <Text fz={current ? 56 : 32} fw={800} lh={1.1}>
            {current ? t('ticketNamed', { number: current.number }) : t('desk.none')}
          </Text>
          {current && (
            <Text size="lg">
              {[current.service, current.counter && t('counterNamed', { counter: current.counter })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('desk.waiting')}
          </Text>
          <Text fz={56} fw={800} lh={1.1} aria-live="polite">
            {count.data === undefined ? '…' : formatNumber(count.data)}
          </Text>
          {count.isError && (
            <Text size="sm" c="red">
              {count.error.message}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Group mt="lg" align="flex-end" gap="sm">
        <Button
          size="md"
          leftSection={<IconPlayerTrackNext size={18} aria-hidden />}
          loading={isPending}
          onClick={() => void call()}
        >
          {t('desk.callNext')}
        </Button>
        <TextInput
          label={t('desk.counter')}
          value={counter}
          onChange={(event) => setCounter(event.currentTarget.value)}
          maxLength={20}
          w={120}
        />
        <Button
          size="md"
          variant="light"
          disabled={!desk}
          loading={isPending}
          onClick={() => void call(desk)}
        >
          {desk ? t('desk.callNextTo', { counter: desk }) : t('desk.callNextToAny')}
        </Button>
        <Group gap="sm" ms="auto">
          <Anchor component={Link} to="/display" target="_blank">
            <Group gap={4} component="span">
              <IconDeviceTv size={18} aria-hidden />
              {t('desk.openDisplay')}
            </Group>
          </Anchor>
          <ResetQueue />
        </Group>
      </Group>
    </Paper>
  );
}
