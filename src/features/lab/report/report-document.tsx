import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@/features/lab/rules/release';
import { labFlag } from '@/domain/lab-flags';
import { customers, type Customer } from '@/api/resources/customers';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { CLINIC_NAME } from '@/config/settings';
import { PreviousValue } from '@/features/lab/parts/delta-text';
import { previousIn } from '@/features/lab/parts/history';
import { FlagBadge } from '@/features/lab/parts/result-value';
import { rangeFor, rangeUsedText, saysRangeUsed } from '@/features/lab/parts/result-range';
import { personName } from '@/components/references/references';
import { formatCalendarDate, formatDate, formatDateTime } from '@/i18n/format';
import { ageOf } from '@/domain/age';
import { byGroup, pageCounterContent } from './report-scope';
import alone from '@/features/lab/parts/print-alone.module.css';
import classes from './report.module.css';
import { enumText } from '@/i18n/enum-text';
import { CorrectedValue, ReleasedBy, ReleaseStatus, statusMark } from './report-release';

const latestSample = (shown: readonly Result[]) =>
  shown.reduce<string | undefined>(
    (latest, r) =>
      r.sampledAt && (!latest || Date.parse(r.sampledAt) > Date.parse(latest))
        ? r.sampledAt
        : latest,
    undefined,
  );

interface ReportDocumentProps {
  patient: Customer;
  shown: readonly Result[];
  history: readonly Result[];
  exams: ReadonlyMap<string, MedicalExamination>;
  groupName: (id: string) => string;
  staffName: (id: string | undefined) => string;
  /** What it covers, in words ("Nov 20, 2026" or "12 chosen results"). */
  covers: string;
  /** FINAL (default), PRELIMINARY or CORRECTED (`rules/release.ts`). */
  kind?: ReportKind;
  /** The ids of the results shown that are not validated (a preliminary report's). */
  unvalidated?: ReadonlySet<string>;
  /** By result id: the value a released report printed before, changed since. */
  corrections?: ReadonlyMap<string, string>;
  /** Who releases it (the person printing it) and when. */
  released?: { who: string; when: string };
}

const NONE: ReadonlySet<string> = new Set();
const NO_CORRECTIONS: ReadonlyMap<string, string> = new Map();

/**
 * The printed lab report: the clinic's header, the patient's identity, then the tests by
 * examination group (value, unit, range, flag, previous value, who validated and when). On
 * paper it is alone on A4 pages (report.module.css), each numbered "Page X of Y" in its
 * margin, rows never cut; right to left in Arabic, as the page is.
 */
export function ReportDocument(props: ReportDocumentProps) {
  const { patient, shown, history, exams } = props;
  const { kind = 'final', unvalidated = NONE, corrections = NO_CORRECTIONS } = props;
  const { t } = useTranslation('lab');
  // The one age rule (domain/age.ts), on the local day of the latest sample the report shows:
  // the age its ranges were chosen by.
  const age = ageOf(patient.dateOfBirth, latestSample(shown) ?? new Date());
  const identity: [string, string][] = [
    [t('report.patient'), personName(patient)],
    [t('report.recordId'), customers.idOf(patient)],
    [t('report.sex'), enumText('areas:enums.sex', patient.sex) || '—'],
    [
      t('report.age'),
      age
        ? `${t(`report.${age.unit}`, { count: age.value })} (${formatCalendarDate(patient.dateOfBirth)})`
        : '—',
    ],
    [t('report.phone'), patient.phone ?? '—'],
  ];
  // Every printed page says the report's status at its top, and its number at its foot.
  const mark = `@top-center { content: ${statusMark(t(`release.mark.${kind}`))}; font-size: 10pt; font-weight: 700; }`;
  const page = `@page { size: A4; margin: 16mm 12mm 18mm; ${mark} @bottom-center { content: ${pageCounterContent(t('report.pageOf'))}; font-size: 9pt; color: #333; } }`;
  return (
    <article className={`${classes.report} ${alone.alone}`} aria-label={t('report.title')}>
      <style>{page}</style>
      <header className={classes.header}>
        <p className={classes.clinic}>{CLINIC_NAME || t('common:appName')}</p>
        <h1 className={classes.title}>{t('report.title')}</h1>
        <ReleaseStatus kind={kind} />
        <p className={classes.meta}>
          {t('report.covers', { what: props.covers })} ·{' '}
          {t('report.printed', { when: formatDateTime(new Date().toISOString()) })}
        </p>
      </header>
      <dl className={classes.identity}>
        {identity.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {shown.length === 0 && <p>{t('report.nothing')}</p>}
      {byGroup(shown, exams).map((section) => (
        <section key={section.groupId} className={classes.section}>
          <h2 className={classes.group}>
            <bdi>{props.groupName(section.groupId) || t('report.otherTests')}</bdi>
          </h2>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">{t('report.columns.test')}</th>
                <th scope="col">{t('report.columns.value')}</th>
                <th scope="col">{t('report.columns.unit')}</th>
                <th scope="col">{t('report.columns.range')}</th>
                <th scope="col">{t('report.columns.flag')}</th>
                <th scope="col">{t('report.columns.previous')}</th>
                <th scope="col">{t('report.columns.validated')}</th>
              </tr>
            </thead>
            <tbody>
              {section.results.map((result) => {
                const exam = exams.get(result.examinationId ?? '');
                // The range that fitted the patient's sex and age on the sample's day, printed
                // with which one it is.
                const chosen = rangeFor(result, exam, patient);
                const flag = labFlag(result.value, chosen.range, chosen.limits);
                const previous = previousIn(history, result, exam);
                const before = previous && rangeFor(previous, exam, patient);
                return (
                  <tr key={results.idOf(result)}>
                    {/* Record text in its own direction (components/bidi/own-direction.tsx). */}
                    <th scope="row">
                      <bdi>{result.testName}</bdi>
                      <span className={classes.sampled}>{formatDateTime(result.sampledAt)}</span>
                    </th>
                    <td className={flag && flag !== 'N' ? classes.flagged : undefined}>
                      {corrections.has(results.idOf(result)) ? (
                        <CorrectedValue
                          before={corrections.get(results.idOf(result))!}
                          value={result.value ?? ''}
                        />
                      ) : (
                        <bdi>{result.value}</bdi>
                      )}
                    </td>
                    <td>
                      <bdi>{result.unit}</bdi>
                    </td>
                    <td>
                      <bdi>{chosen.range}</bdi>
                      {saysRangeUsed(chosen) && (
                        <span className={classes.sampled}>{rangeUsedText(chosen)}</span>
                      )}
                    </td>
                    <td>{flag && flag !== 'N' ? <FlagBadge flag={flag} /> : ''}</td>
                    <td>
                      {previous ? (
                        <>
                          <PreviousValue
                            previous={previous}
                            previousFlag={
                              before && labFlag(previous.value, before.range, before.limits)
                            }
                            value={result.value}
                            deltaLimit={exam?.deltaLimit}
                            compact
                          />
                          <span className={classes.sampled}>{formatDate(previous.sampledAt)}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      {unvalidated.has(results.idOf(result))
                        ? t('report.notValidated')
                        : result.validatedBy
                          ? t('report.validatedBy', {
                              who: props.staffName(result.validatedBy),
                              when: formatDateTime(result.validatedAt),
                            })
                          : t('release.validatedUnsigned')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
      <p className={classes.legend}>{t('report.legend')}</p>
      {props.released && <ReleasedBy kind={kind} {...props.released} />}
    </article>
  );
}
