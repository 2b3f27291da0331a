/**
 * The money rules, one public module: minor units and the one rounding rule (`round.ts`),
 * totals and conversion (`convert.ts`), what bills owe and how payments settle them
 * (`settle.ts`), and what a cashier counts (`denominations.ts`). Screens import from here
 * (eslint.config.js keeps the files behind it private). Amounts in words are the one other
 * entry, `@/domain/money/words`, kept apart so its language library loads with receipts only.
 */
export {
  fromMinor,
  minorUnits,
  ratioOf,
  roundMoney,
  splitMinor,
  toMinor,
  type Ratio,
} from './round';
export {
  convertMoney,
  findRate,
  totalInBase,
  totalsByCurrency,
  type AppliedRate,
  type BaseTotal,
  type Conversion,
  type Money,
  type RateRecord,
} from './convert';
export {
  CLOSED_WORDS,
  checkPartial,
  previewCascade,
  remainingOf,
  settledBetween,
  subtractMoney,
  takesPayment,
  type BillAmounts,
  type BillNow,
  type CascadeLine,
  type CascadePreview,
  type OpenBill,
  type PartialCheck,
} from './settle';
export {
  countDifference,
  countedTotal,
  denominationsOf,
  DENOMINATION_CURRENCIES,
  type Counts,
  type Denomination,
} from './denominations';
export { insurerShare, paidShares, type PaidShares, type Shares } from './share';
