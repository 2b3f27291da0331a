import { Grid } from '@mantine/core';
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
import { CriticalResultsCard } from './critical-card';
import { dayKey } from '@/domain/dates';
import '@mantine/core/styles/Grid.css';

/** The reader's today, moving on at midnight while the screen stays open. */
function useToday(): Today {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return { day: dayKey(now), now };
}

const FIGURES = [
  ['appointments', AppointmentsCard],
  ['queue', QueueCard],
  ['awaiting', AwaitingValidationCard],
  ['outOfRange', OutOfRangeCard],
] as const;

/** The home screen's day at a glance: each card a figure of its own, linked to its list. */
export function Dashboard() {
  const today = useToday();
  return (
    <Grid>
      {FIGURES.map(([key, Card]) => (
        <Grid.Col key={key} span={{ base: 12, sm: 6, lg: 4 }}>
          <Card today={today} />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <CriticalResultsCard />
      </Grid.Col>
      {/* A line per currency, each with its conversion: the width of two cards. */}
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <PaymentsCard today={today} />
      </Grid.Col>
      {/* The two charts side by side on a wide screen, in the cards' grid: one grid, whose code
          the overview loads anyway (a SimpleGrid of their own was two requests more). */}
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <AppointmentsPerHourCard today={today} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <PaymentsPerDayCard today={today} />
      </Grid.Col>
    </Grid>
  );
}
