import type { Result } from '@/api/resources/results';
import { criticalFlag, type CriticalLimits } from '@/domain/lab-flags';

/**
 * Who may validate a result, and when (ISO 15189 §7.3.7; OpenELIS and SENAITE refuse
 * self-verification by default):
 * - **four eyes**: not the person who entered its value (`enteredBy`), unless the deployment
 *   turns the rule off (`config.json` `labFourEyes: false`, a one-person laboratory). A value
 *   whose author is not recorded (entered by an analyser, another system, before the app wrote
 *   it) is not refused: there is no one to compare with;
 * - **a critical value is acknowledged first**, by someone who told a person (`acknowledgedTo`)
 *   and heard it read back, after the value now on the result was entered.
 */
export type Refusal = 'ownEntry' | 'notAcknowledged';

export interface GateRules {
  fourEyes: boolean;
}

/** Whether the critical value now on the result has been acknowledged as the rule asks. */
export function acknowledgedNow(result: Result): boolean {
  if (!result.acknowledgedAt || !result.acknowledgedTo?.trim()) return false;
  if (result.acknowledgedReadBack !== true) return false;
  // A value entered after the acknowledgement was not the one told.
  return !result.enteredAt || Date.parse(result.acknowledgedAt) >= Date.parse(result.enteredAt);
}

/** Why `userId` may not validate `result` now; undefined when they may. */
export function refusal(
  result: Result,
  userId: string,
  limits: CriticalLimits,
  rules: GateRules,
): Refusal | undefined {
  if (rules.fourEyes && !!result.enteredBy && result.enteredBy === userId) return 'ownEntry';
  if (criticalFlag(result.value, limits) && !acknowledgedNow(result)) return 'notAcknowledged';
  return undefined;
}
