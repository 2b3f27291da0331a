/**
 * Numbers as a laboratory writes them: "4.5", "4,5", "150,000", "1.234,5", "150 000", Arabic-Indic
 * digits. A leaf of the domain (it imports nothing), so the results resource's flag filter and the
 * demo backend read values with the same rule as every screen (`lab-values.ts` builds on it).
 *
 * A comma or point is a thousands separator or a decimal mark by the number's own shape: two
 * different marks ("1.234,5": the last is the decimal), the same mark twice ("1,500,000": groups),
 * a mark not followed by exactly three digits ("3,5", "0.125" after a zero): a decimal. Only one
 * mark followed by three digits ("4,000", "1.500") is ambiguous: the numbers written beside it (a
 * value with its range) decide, then three zeros ("4,000": a group; no laboratory writes a decimal
 * as ",000"), then the locale's decimal mark.
 */

export type DecimalMark = '.' | ',';

/** Thin, narrow and no-break spaces, a plain space and an apostrophe group thousands too. */
const SPACES = "[ \\u00a0\\u202f\\u2009']";
/** A number's body (no sign): grouped by spaces, or digits with points and commas. */
export const NUMBER_BODY = `(?:\\d{1,3}(?:${SPACES}\\d{3})+(?:[.,]\\d+)?(?![\\d.,])|\\d+(?:[.,]\\d+)*)`;
const SPACED = new RegExp(`^\\d{1,3}(?:${SPACES}\\d{3})+(?:[.,]\\d+)?$`);
const MARKED = /^\d+(?:[.,]\d+)*$/;

/** Arabic-Indic and Persian digits as Latin ones, the Arabic decimal and group signs as marks. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/** What a number's body says of the decimal mark. */
type Shape =
  | { kind: 'plain' }
  | { kind: 'decimal'; mark: DecimalMark }
  | { kind: 'ambiguous'; mark: DecimalMark; zeros: boolean }
  | { kind: 'invalid' };

const other = (mark: DecimalMark): DecimalMark => (mark === '.' ? ',' : '.');
/** The leading group of a grouped number: one to three digits, no leading zero. */
const leadingGroup = (text: string) => /^[1-9]\d{0,2}$/.test(text);

function shapeOf(body: string): Shape {
  if (SPACED.test(body)) {
    const mark = body.match(/[.,]/)?.[0] as DecimalMark | undefined;
    return mark ? { kind: 'decimal', mark } : { kind: 'plain' };
  }
  if (!MARKED.test(body)) return { kind: 'invalid' };
  const marks = body.match(/[.,]/g) as DecimalMark[] | null;
  if (!marks) return { kind: 'plain' };
  const groups = body.split(/[.,]/);
  const last = marks[marks.length - 1]!;
  if (new Set(marks).size === 2) {
    // "1.234.567,89": every mark but the last groups, the last is the decimal.
    const grouping = marks.slice(0, -1);
    const ok =
      grouping.every((m) => m !== last) &&
      leadingGroup(groups[0]!) &&
      groups.slice(1, -1).every((g) => g.length === 3);
    return ok ? { kind: 'decimal', mark: last } : { kind: 'invalid' };
  }
  if (marks.length > 1) {
    const ok = leadingGroup(groups[0]!) && groups.slice(1).every((g) => g.length === 3);
    return ok ? { kind: 'decimal', mark: other(last) } : { kind: 'invalid' };
  }
  const [whole, fraction] = [groups[0]!, groups[1]!];
  if (fraction.length !== 3 || !leadingGroup(whole)) return { kind: 'decimal', mark: last };
  return { kind: 'ambiguous', mark: last, zeros: fraction === '000' };
}

/** The locale's decimal mark as a point or a comma (Arabic's own sign reads as a point). */
export function decimalMarkOf(locale: string | undefined): DecimalMark {
  try {
    const parts = new Intl.NumberFormat(locale || 'en').formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/** The page's language (kept in step with the app's by i18n), else English. */
export const pageLocale = (): string =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

const BODIES = new RegExp(NUMBER_BODY, 'g');

/**
 * The decimal mark that texts written together (a value and its range) share: said by the first
 * number whose shape tells, else by three zeros after an ambiguous mark, else the locale's.
 */
export function sharedDecimal(
  texts: readonly (string | null | undefined)[],
  locale: string = pageLocale(),
): DecimalMark {
  const shapes = texts.flatMap((t) =>
    [...latinDigits(t ?? '').matchAll(BODIES)].map((m) => shapeOf(m[0])),
  );
  const told = shapes.find((s) => s.kind === 'decimal');
  if (told) return told.mark;
  const zeros = shapes.find((s) => s.kind === 'ambiguous' && s.zeros);
  if (zeros?.kind === 'ambiguous') return other(zeros.mark);
  return decimalMarkOf(locale);
}

/** A number read: its value and the decimals it is written with ("4.50": 2). */
export interface ReadNumber {
  value: number;
  decimals: number;
}

/**
 * A number's body ("150,000", "3,5", "1 234.5", with an optional sign) and its decimals, the
 * ambiguous shape read with `decimal`; undefined when it is not one number.
 */
export function readLabNumber(text: string, decimal: DecimalMark = '.'): ReadNumber | undefined {
  const trimmed = latinDigits(text.trim());
  const sign = /^[-+−]/.test(trimmed) ? (trimmed[0] === '+' ? 1 : -1) : 1;
  const body = trimmed.replace(/^[-+−]\s*/, '');
  const shape = shapeOf(body);
  if (shape.kind === 'invalid') return undefined;
  const mark =
    shape.kind === 'decimal'
      ? shape.mark
      : shape.kind === 'ambiguous'
        ? shape.mark === decimal
          ? decimal
          : other(shape.mark)
        : '.';
  const [whole = '', fraction] = body
    .replace(new RegExp(SPACES, 'g'), '')
    .split(mark)
    .map((part) => part.replace(/[.,]/g, ''));
  const n = Number(fraction === undefined ? whole : `${whole}.${fraction}`);
  return Number.isFinite(n) ? { value: sign * n, decimals: fraction?.length ?? 0 } : undefined;
}

/** `readLabNumber`'s value alone. */
export const parseLabNumber = (text: string, decimal: DecimalMark = '.'): number | undefined =>
  readLabNumber(text, decimal)?.value;
