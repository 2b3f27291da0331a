import { Text } from '@mantine/core';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConvertedTotal } from '@/features/payments/money/converted-total';
import { totalsByCurrency } from '@/domain/money';
import { ignoredText, missingExtensionText } from '@/components/feedback/extension-notice';
import { formatNumber } from '@/i18n/format';
import { cardQuery, DashboardCard, Figure } from './dashboard-card';
import { cardFilters, cardLinks } from './links';
import {
  takenPayments,
  useAwaitingValidationStatus,
  useTodayPayments,
  useResultCount,
  useTodayAppointments,
  useWaitingCount,
} from './queries';

// A figure and its line, or an error of two lines and its button.
const FIGURE_HEIGHT = 80;
const t0 = 'areas:dashboard.cards';

/** The day the cards are about: its date (YYYY-MM-DD, reader's time zone) and the moment. */
export interface Today {
  day: string;
  now: Date;
}

/** Appointments that will not take place, in the app's words (a backend's own word never is). */
const NOT_COMING: ReadonlySet<string> = new Set(['cancelled', 'no-show', 'completed']);

export function AppointmentsCard({ today }: { today: Today }) {
  const { t } = useTranslation();
  const notice = missingExtensionText(['dateRange']);
  const query = useTodayAppointments(today.day, !notice);
  const ahead = query.data?.filter(
    (a) => !NOT_COMING.has(a.status ?? '') && Date.parse(a.scheduledAt ?? '') > today.now.getTime(),
  ).length;
  return (
    <DashboardCard
      title={t(`${t0}.appointments.title`)}
      query={cardQuery(query)}
      notice={notice}
      height={FIGURE_HEIGHT}
      link={{ href: cardLinks(today.day).appointments, label: t(`${t0}.appointments.link`) }}
    >
      {() => (
        <Figure
          value={formatNumber(query.data?.length)}
          caption={t(`${t0}.appointments.ahead`, { count: ahead ?? 0 })}
        />
      )}
    </DashboardCard>
  );
}

/** A card whose figure is one count, with a line saying what it counts. */
function CountCard({
  id,
  query,
  href,
  notice,
}: {
  id: 'queue' | 'outOfRange';
  query: {
    isPending: boolean;
    error: Error | null;
    data: number | undefined;
    refetch: () => unknown;
  };
  href: string;
  notice?: string;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      title={t(`${t0}.${id}.title`)}
      query={cardQuery(query)}
      notice={notice}
      height={FIGURE_HEIGHT}
      link={{ href, label: t(`${t0}.${id}.link`) }}
    >
      {() => <Figure value={formatNumber(query.data)} caption={t(`${t0}.${id}.caption`)} />}
    </DashboardCard>
  );
}

export function QueueCard({ today }: { today: Today }) {
  return <CountCard id="queue" query={useWaitingCount()} href={cardLinks(today.day).queue} />;
}

/** The results list's name for a filter (its column's header). */
const resultField = (field: string) =>
  i18n.exists(`areas:results.fields.${field}`)
    ? i18n.t(`areas:results.fields.${field}`)
    : undefined;
const ignoredNotice = (ignored: readonly string[] | undefined) =>
  ignored?.length ? ignoredText(ignored, resultField) : undefined;

export function AwaitingValidationCard({ today }: { today: Today }) {
  const { t } = useTranslation();
  const status = useAwaitingValidationStatus();
  const statusId = status.data ?? undefined;
  const count = useResultCount({ statusId: statusId ?? '' }, !!statusId);
  // The figure waits for the status, then for the count; either one's error is the card's.
  const query =
    status.data === null || status.error || !statusId
      ? cardQuery(status)
      : cardQuery({ ...count, data: count.data?.count });
  return (
    <DashboardCard
      title={t(`${t0}.awaiting.title`)}
      query={query}
      notice={ignoredNotice(count.data?.ignored)}
      height={FIGURE_HEIGHT}
      link={{ href: cardLinks(today.day, statusId).awaiting, label: t(`${t0}.awaiting.link`) }}
    >
      {() =>
        status.data === null ? (
          <Text size="sm" c="dimmed">
            {t(`${t0}.awaiting.noStatus`)}
          </Text>
        ) : (
          <Figure value={formatNumber(count.data?.count)} caption={t(`${t0}.awaiting.caption`)} />
        )
      }
    </DashboardCard>
  );
}

export function OutOfRangeCard({ today }: { today: Today }) {
  const missing = missingExtensionText(['resultFlag', 'dateRange']);
  const query = useResultCount(cardFilters(today.day).outOfRange, !missing);
  return (
    <CountCard
      id="outOfRange"
      query={{ ...query, data: query.data?.count }}
      notice={missing ?? ignoredNotice(query.data?.ignored)}
      href={cardLinks(today.day).outOfRange}
    />
  );
}

/** Room for six currencies and the total: the demo takes six. */
const PAYMENTS_HEIGHT = 200;

export function PaymentsCard({ today }: { today: Today }) {
  const { t } = useTranslation();
  const notice = missingExtensionText(['dateRange']);
  const query = useTodayPayments(today.day, !notice);
  const totals = totalsByCurrency(takenPayments(query.data ?? []));
  return (
    <DashboardCard
      title={t(`${t0}.payments.title`)}
      query={cardQuery(query)}
      notice={notice}
      height={PAYMENTS_HEIGHT}
      scrolls
      link={{ href: cardLinks(today.day).payments, label: t(`${t0}.payments.link`) }}
    >
      {() =>
        totals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${t0}.payments.none`)}
          </Text>
        ) : (
          <ConvertedTotal totals={totals} label={t(`${t0}.payments.totals`)} />
        )
      }
    </DashboardCard>
  );
}
