import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/api/define-resource';
import { useFormatNumber } from './format';
import { PAGE_SIZES } from './table-search';
import classes from './data-table.module.css';

interface PagerProps {
  /** The page on screen (while the next one loads, still the previous one). */
  shown: ListPage<unknown> | undefined;
  pageSize: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

/** Where the user is in the list, said honestly when the server gives no total. */
export function usePageSummary(shown: ListPage<unknown> | undefined): string | null {
  const { t } = useTranslation('table');
  const format = useFormatNumber();
  if (!shown) return null;
  const { page, pageSize, items, total } = shown;
  const first = (page - 1) * pageSize + 1;
  const values = {
    page: format(page),
    from: format(first),
    to: format(first + items.length - 1),
  };
  if (items.length === 0) return t('pager.summaryNone', { page: values.page });
  // A filter not applied (see FilterNotice) makes the server's total one of everything.
  const unfiltered = !!(shown.withheld?.length || shown.ignored?.length);
  if (total !== undefined)
    return t(unfiltered ? 'pager.summaryUnfiltered' : 'pager.summary', {
      ...values,
      pages: format(Math.max(1, Math.ceil(total / pageSize))),
      total: format(total),
    });
  return t(shown.hasNextPage ? 'pager.summaryOpen' : 'pager.summaryEnd', values);
}

export function Pager(props: PagerProps) {
  const { t } = useTranslation('table');
  const format = useFormatNumber();
  const summary = usePageSummary(props.shown);
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" className={classes.summary}>
        {summary}
      </Text>
      <Group gap="xs">
        <NativeSelect
          size="xs"
          label={t('pager.pageSize')}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          value={String(props.pageSize)}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: format(size) }))}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
        />
        <Button
          size="xs"
          variant="default"
          disabled={!props.canPrevious}
          leftSection={<IconChevronLeft size={16} aria-hidden className={classes.flipInRtl} />}
          onClick={props.onPrevious}
        >
          {t('pager.previous')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!props.canNext}
          rightSection={<IconChevronRight size={16} aria-hidden className={classes.flipInRtl} />}
          onClick={props.onNext}
        >
          {t('pager.next')}
        </Button>
      </Group>
    </Group>
  );
}
