import { useTranslation } from 'react-i18next';
import type { Result } from '@/api/resources/results';
import { useReferenceNames } from '@/components/references/references';
import { byWhen, changeText, lastChangeText, type AuditNames } from './audit-text';
import { useStaffName } from './staff-name';
import classes from './audit-trail.module.css';

function useAuditNames(): AuditNames {
  const staff = useStaffName();
  const statuses = useReferenceNames('statuses');
  return { staff, status: (id) => statuses.get(id) ?? id };
}

/**
 * Every change kept on a result (`audit`), newest first, each with who, when and whose clock:
 * a disclosure, closed until asked for, so a page of rows stays short.
 */
export function AuditTrail({ result }: { result: Result }) {
  const { t } = useTranslation('lab');
  const names = useAuditNames();
  const entries = result.audit ?? [];
  if (!entries.length) return <span className={classes.none}>{t('audit.none')}</span>;
  return (
    <details className={classes.trail}>
      <summary>{t('audit.count', { count: entries.length })}</summary>
      <ol reversed className={classes.list}>
        {[...entries].reverse().map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <span dir="auto">{changeText(entry, names)}</span>
            <span className={classes.by}>{byWhen(entry, names)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The latest change in a line, the whole trail in its title (a worksheet row). */
export function AuditLine({ result, className }: { result: Result; className?: string }) {
  const names = useAuditNames();
  const entries = result.audit ?? [];
  if (!entries.length) return null;
  const all = entries.map((e) => `${changeText(e, names)} · ${byWhen(e, names)}`).join('\n');
  return (
    <span className={className} title={all}>
      {lastChangeText(entries, names)}
    </span>
  );
}
