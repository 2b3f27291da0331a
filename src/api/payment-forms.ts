import * as z from 'zod/mini';
import { inMinorUnits } from './money-checks';
import { payments } from './resources/payments';
import { rules } from './resource/schemas';

/**
 * The billing forms' schemas: what the desk sends, checked before it is sent. Apart from the
 * declarations (`resources/payments.ts`), which every list screen loads, since only the forms
 * (and the demo backend) use them.
 */

/**
 * A transaction taken at the desk: what is paid now is at most what it bills. Refused here,
 * before sending: whether a server refuses it is its own policy (docs/contract.md).
 */
export const takenPaymentSchema = payments.body.check(
  z.refine((v) => (v.paidAmount ?? 0) <= v.amount, {
    error: 'validation.paidOverAmount',
    path: ['paidAmount'],
  }),
  inMinorUnits('amount'),
  inMinorUnits('paidAmount'),
);

/**
 * What a payment against an existing transaction, a patient or an insurer carries. Bounded as a
 * bill's amount is (`rules.amount`): 1e21 typed by mistake is refused, not sent.
 */
export const settlementSchema = z
  .object({
    amount: rules.positiveNumber().check(z.lte(1e12, 'validation.tooLarge')),
    currency: rules.currencyCode(),
    method: rules.text(40),
    description: rules.optionalText(500),
    // The cash session's drawer and who took the money (docs/billing.md "Cash sessions").
    drawerId: z.optional(z.string()),
    takenBy: z.optional(z.string()),
    tendered: z.optional(rules.amount()),
  })
  .check(inMinorUnits('amount'));
export type Settlement = z.infer<typeof settlementSchema>;
