import i18n from 'i18next';
import { Suspense } from 'react';
import { retryableLazy } from '@/components/feedback/retryable-lazy';
import type { OverlapNoticeProps } from './overlap-notice';
import type { VisitRecord } from './range';

const Notice = retryableLazy<OverlapNoticeProps<VisitRecord>>(() =>
  // Its texts are the calendar's, which a list screen has not loaded.
  Promise.all([import('./overlap-notice'), i18n.loadNamespaces('calendar')]).then(([m]) => ({
    default: m.OverlapNotice,
  })),
);

/**
 * A screen's `FormNotice` warning of overlaps: its code loads with the first form that shows
 * it, not with the list.
 */
export function overlapNotice<T extends VisitRecord>(
  options: Omit<OverlapNoticeProps<T>, 'values' | 'id'>,
) {
  return function FormOverlapNotice(props: { values: Record<string, unknown>; id?: string }) {
    return (
      <Suspense fallback={null}>
        <Notice {...(options as unknown as OverlapNoticeProps<VisitRecord>)} {...props} />
      </Suspense>
    );
  };
}
