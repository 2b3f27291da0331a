import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/dates';
import { isDayKey } from '@/domain/dates';
import type { Period } from './day/report';
import classes from './sheet.module.css';

type SetDay = (key: keyof Period) => (value: string) => void;

/**
 * A money sheet's period and the change of one of its days: a day that is not a whole date is
 * ignored (the input keeps it), and an end before the start moves both to that day.
 */
export function usePeriod(initial: () => Period): [Period, SetDay] {
  const [period, setPeriod] = useState<Period>(initial);
  const setDay: SetDay = (key) => (value) => {
    if (!isDayKey(value)) return;
    setPeriod((old) => {
      const next = { ...old, [key]: value };
      return next.to < next.from ? { from: value, to: value } : next;
    });
  };
  return [period, setDay];
}

/**
 * The period a money sheet covers (the end of day, a statement), with its CSV export and print:
 * not printed itself. `onCsv` is absent until there is something to export.
 */
export function PeriodToolbar({
  period,
  setDay,
  onCsv,
}: {
  period: Period;
  setDay: SetDay;
  onCsv?: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Group justify="space-between" align="end" className={classes.noPrint}>
      <Group align="end">
        <DayInput label={t('day.from')} value={period.from} onChange={setDay('from')} />
        <DayInput label={t('day.to')} value={period.to} onChange={setDay('to')} />
      </Group>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!onCsv}
          onClick={onCsv}
        >
          {t('day.csv')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={!onCsv}
          onClick={() => window.print()}
        >
          {t('day.print')}
        </Button>
      </Group>
    </Group>
  );
}
