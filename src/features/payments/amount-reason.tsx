import { NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fitsMinorUnits } from '@/api/money-checks';
import { subtractMoney } from '@/domain/money';
import '@mantine/core/styles/NumberInput.css';

/** What is wrong with an amount of cash typed: none given, too many decimals, or above `max`. */
export type AmountProblem = 'required' | 'decimals' | 'over';

export function amountProblem(
  typed: string | number,
  currency: string,
  max?: number,
): AmountProblem | undefined {
  const value = Number(typed);
  if (typed === '' || !(value > 0)) return 'required';
  if (!fitsMinorUnits(value, currency)) return 'decimals';
  if (max !== undefined && subtractMoney(max, value, currency) < 0) return 'over';
  return undefined;
}

export interface AmountReasonProblems {
  amount?: string;
  reason?: string;
}

/**
 * An amount of cash and the reason it moves, as the desk's forms type them (a refund, cash put
 * into or taken out of a drawer): what is typed stays through a refusal, each field with its
 * own message.
 */
export function useAmountReason(initialAmount: string | number = '') {
  const [amount, setAmount] = useState<string | number>(initialAmount);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<AmountReasonProblems>({});
  const reasonProblem = (message: string) => (reason.trim() ? {} : { reason: message });
  /** Shows what `found` says is wrong; true when nothing is. */
  const check = (found: AmountReasonProblems) => {
    setProblems(found);
    return !found.amount && !found.reason;
  };
  const clear = () => {
    setAmount('');
    setReason('');
  };
  return { amount, setAmount, reason, setReason, problems, reasonProblem, check, clear };
}
type AmountReason = ReturnType<typeof useAmountReason>;

export function AmountField({ entry, label }: { entry: AmountReason; label: string }) {
  return (
    <NumberInput
      label={label}
      value={entry.amount}
      onChange={entry.setAmount}
      min={0}
      error={entry.problems.amount}
    />
  );
}

export function ReasonField({ entry, label }: { entry: AmountReason; label: string }) {
  return (
    <TextInput
      label={label}
      value={entry.reason}
      onChange={(e) => entry.setReason(e.currentTarget.value)}
      error={entry.problems.reason}
      style={{ flex: 1 }}
    />
  );
}
