import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  AppointmentsCard,
  AwaitingValidationCard,
  OutOfRangeCard,
  PaymentsCard,
  QueueCard,
  type Today,
} from './cards';
import { AppointmentsPerHourCard, PaymentsPerDayCard } from './chart-cards';
import { localDay } from './links';
import '@mantine/core/styles/SimpleGrid.css';

/** The reader's today, moving on at midnight while the screen stays open. */
function useToday(): Today {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return { day: localDay(now), now };
}

/** The home screen's day at a glance: each card a figure of its own, linked to its list. */
export function Dashboard() {
  const today = useToday();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <AppointmentsCard today={today} />
        <QueueCard today={today} />
        <AwaitingValidationCard today={today} />
        <OutOfRangeCard today={today} />
        <PaymentsCard today={today} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <AppointmentsPerHourCard today={today} />
        <PaymentsPerDayCard today={today} />
      </SimpleGrid>
    </Stack>
  );
}
