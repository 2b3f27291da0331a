import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@/features/lab/rules/release';
import classes from './report.module.css';

/**
 * The report's status as a laboratory prints it (ISO 15189 §7.4.1.6): FINAL, PRELIMINARY (a
 * value not validated may change) or CORRECTED (a value printed before has changed), under the
 * title and, on paper, at the top of every page.
 */
export function ReleaseStatus({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('lab');
  return (
    <p className={`${classes.status} ${kind === 'final' ? '' : classes.notFinal}`}>
      <strong>{t(`release.kind.${kind}`)}</strong> {t(`release.says.${kind}`)}
    </p>
  );
}

/** The words of every printed page's top margin (CSS generated content, quoted). */
export function statusMark(sentence: string) {
  return `"${sentence.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A value printed before and changed since: the earlier one struck through beside it. */
export function CorrectedValue({ before, value }: { before: string; value: string }) {
  const { t } = useTranslation('lab');
  return (
    <>
      <del className={classes.earlier} aria-label={t('release.earlier', { value: before })}>
        <bdi>{before}</bdi>
      </del>{' '}
      <bdi>{value}</bdi>
      <span className={classes.sampled}>{t('release.corrected')}</span>
    </>
  );
}

/** The end of the report: who releases it (the person printing it), and when. */
export function ReleasedBy({ kind, who, when }: { kind: ReportKind; who: string; when: string }) {
  const { t } = useTranslation('lab');
  return (
    <p className={classes.released}>
      {t(kind === 'preliminary' ? 'release.issuedBy' : 'release.releasedBy', { who, when })}
    </p>
  );
}
