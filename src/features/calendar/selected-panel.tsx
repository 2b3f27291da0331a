import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from './calendar-search';

export type Nudge = 'earlier' | 'later' | 'previous' | 'next' | 'shorter' | 'longer';

interface SelectedPanelProps {
  /** The visit in words (patient, reason, time, doctor, status). */
  summary: string;
  view: CalendarView;
  resizable: boolean;
  onNudge: (nudge: Nudge) => void;
  onMove: () => void;
  onEdit: () => void;
  onClose: () => void;
}

/**
 * The selected appointment's actions, each a button: what a pointer does by dragging, a
 * keyboard does here (or with the arrow keys on the appointment itself, as the hint says).
 */
export function SelectedPanel(props: SelectedPanelProps) {
  const { t } = useTranslation('calendar');
  const nudge = (key: Nudge, label: string) => (
    <Button size="xs" variant="default" onClick={() => props.onNudge(key)}>
      {label}
    </Button>
  );
  const across = props.view === 'day' ? 'Doctor' : 'Day';
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="calendar-selected">
      <Title order={2} size="h5" id="calendar-selected">
        {t('selected.title')}
      </Title>
      <Text size="sm" mb="xs">
        {props.summary}
      </Text>
      <Group gap="xs">
        {nudge('earlier', t('selected.earlier'))}
        {nudge('later', t('selected.later'))}
        {nudge('previous', t(`selected.previous${across}`))}
        {nudge('next', t(`selected.next${across}`))}
        {props.resizable && nudge('shorter', t('selected.shorter'))}
        {props.resizable && nudge('longer', t('selected.longer'))}
        <Button size="xs" onClick={props.onMove}>
          {t('selected.move')}
        </Button>
        <Button size="xs" variant="default" onClick={props.onEdit}>
          {t('selected.edit')}
        </Button>
        <Button size="xs" variant="subtle" onClick={props.onClose}>
          {t('selected.close')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t(props.resizable ? 'selected.keysResize' : 'selected.keys')}
      </Text>
    </Paper>
  );
}
