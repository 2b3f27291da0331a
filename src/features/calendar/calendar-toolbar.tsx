import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_DOCTORS, type CalendarSearch } from './calendar-search';
import { dayKey } from '@/domain/dates';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { recordOption } from '@/components/bidi/record-option';
import { DayInput } from '@/components/dates';

interface ToolbarProps {
  search: CalendarSearch;
  doctors: readonly { value: string; label: string }[];
  rtl: boolean;
  onChange: (change: Partial<CalendarSearch>) => void;
  onStep: (step: -1 | 1) => void;
  hasClinic: boolean;
  /** Beside the doctors: booking a free slot. */
  children?: ReactNode;
}

/** What is shown: day or week, which days, which doctors, which kind of visit. */
export function CalendarToolbar({
  search,
  doctors,
  rtl,
  onChange,
  onStep,
  hasClinic,
  children,
}: ToolbarProps) {
  const { t } = useTranslation('calendar');
  const unit = search.view === 'day' ? 'Day' : 'Week';
  // Arrows point the way time runs: leftwards in Arabic.
  const [Back, Forward] = rtl
    ? [IconChevronRight, IconChevronLeft]
    : [IconChevronLeft, IconChevronRight];
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('toolbar.view')}
          value={search.view}
          onChange={(view) => onChange({ view: view as CalendarSearch['view'] })}
          data={[
            { value: 'day', label: t('toolbar.day') },
            { value: 'week', label: t('toolbar.week') },
          ]}
        />
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`toolbar.previous${unit}`)}
            onClick={() => onStep(-1)}
          >
            <Back size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => onChange({ date: dayKey() })}>
            {t('toolbar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`toolbar.next${unit}`)}
            onClick={() => onStep(1)}
          >
            <Forward size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <DayInput
          label={t('toolbar.date')}
          value={search.date}
          onChange={(date) => date && onChange({ date })}
        />
        {hasClinic && (
          <SegmentedControl
            aria-label={t('toolbar.kind')}
            value={search.kind}
            onChange={(kind) => onChange({ kind: kind as CalendarSearch['kind'] })}
            data={[
              { value: 'appointments', label: t('toolbar.appointments') },
              { value: 'clinic', label: t('toolbar.clinic') },
            ]}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <MultiSelect
          label={t('toolbar.doctors')}
          description={t('toolbar.doctorsHint', { count: MAX_DOCTORS })}
          data={doctors as { value: string; label: string }[]}
          renderOption={recordOption}
          value={search.doctors}
          onChange={(ids) => onChange({ doctors: ids })}
          maxValues={MAX_DOCTORS}
          searchable
        />
        {children}
      </SimpleGrid>
    </Stack>
  );
}
