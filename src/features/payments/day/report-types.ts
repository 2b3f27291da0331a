import type { BaseTotal, Money } from '@/domain/money';

/** What the end-of-day report holds: its lines, per part of the sheet, and its totals. */
export type TakenKind = 'atBilling' | 'partial' | 'cascade';

export interface ReportLine {
  /** Stable key: drawer, currency, method and kind. */
  key: string;
  drawerId: string;
  currency: string;
  method: string;
  kind: TakenKind;
  count: number;
  amount: number;
  /** The transactions the line counts (the bill for money taken when billing). */
  ids: string[];
}

export interface ClosedLine {
  status: 'cancelled' | 'refunded';
  /** A refund or cancellation of its own (dated when made), or a transaction only marked so. */
  own: boolean;
  drawerId: string;
  method: string;
  currency: string;
  count: number;
  amount: number;
  ids: string[];
}

/** Transactions the report cannot read as money taken, bills or refunds: listed with their amount. */
export interface UnclassifiedLine {
  drawerId: string;
  currency: string;
  method: string;
  count: number;
  amount: number;
  ids: string[];
}

export interface DrawerLine {
  drawerId: string;
  name: string;
  currency: string;
  expected: number;
  counted: number;
  difference: number;
  countedAt: string;
  countedBy?: string;
  /** The session's Z-report number, and the reason given for a difference. */
  number?: number;
  reason?: string;
}

export interface DayReport {
  taken: ReportLine[];
  /** Money taken per currency, as taken. */
  totals: Money[];
  /** The same in the base currency, each part with its rate and date. */
  inBase: BaseTotal;
  billed: Money[];
  billedCount: number;
  closed: ClosedLine[];
  unclassified: UnclassifiedLine[];
  drawers: DrawerLine[];
  /** Every drawer's name by id, for the lines that name one. */
  names: Record<string, string>;
  /** Transactions read, and those within the period. */
  read: number;
  within: number;
}
