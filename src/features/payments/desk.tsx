import { Alert, Anchor, Group, NumberInput, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { fromMinor, toMinor } from '@/domain/money';
import { useCurrentDrawer } from './current-drawer';
import { formatMoney } from '@/i18n/format';
import { isCash } from './takings';
import '@mantine/core/styles/NumberInput.css';

/**
 * What every payment the desk takes says of where the money went (docs/billing.md "Cash
 * sessions"): the drawer chosen for this session and who took it.
 */
export function useDeskStamp(): { drawerId?: string; takenBy?: string } {
  const drawer = useCurrentDrawer();
  const { session } = useAuth();
  return {
    ...(drawer && { drawerId: drawer.id }),
    ...(session?.user.id && { takenBy: session.user.id }),
  };
}

/** Which drawer the payment goes into, or that none is chosen (and where to choose one). */
export function DeskNote() {
  const { t } = useTranslation('billing');
  const drawer = useCurrentDrawer();
  if (drawer) return <Text size="sm">{t('desk.into', { name: drawer.name })}</Text>;
  return (
    <Alert color="yellow" title={t('desk.noneTitle')}>
      <Group gap="xs">
        <Text size="sm">{t('desk.none')}</Text>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/drawers" />}>
          {t('desk.choose')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * Cash at the desk: what the patient hands over and the change due on what is paid now. Shown
 * for cash only; a sum short of what is paid is said, not taken.
 */
export function Tendered(props: {
  due: number;
  currency: string;
  method: string | undefined;
  value: string | number;
  onChange: (value: string | number) => void;
}) {
  const { t } = useTranslation('billing');
  const { due, currency, method, value, onChange } = props;
  if (!isCash(method) || !currency) return null;
  const given = Number(value);
  const change =
    value === '' || !Number.isFinite(given) ? undefined : changeDue(given, due, currency);
  return (
    <Group align="flex-end" gap="lg">
      <NumberInput
        label={t('desk.tendered', { currency })}
        value={value}
        onChange={onChange}
        min={0}
      />
      <Text role="status" aria-label={t('desk.changeLabel')} fw={600}>
        {change === undefined
          ? ''
          : change < 0
            ? t('desk.short', { amount: formatMoney(-change, currency) })
            : t('desk.change', { amount: formatMoney(change, currency) })}
      </Text>
    </Group>
  );
}

/** Tendered − due, to the minor unit (negative: not enough was handed over). */
export const changeDue = (tendered: number, due: number, currency: string) =>
  fromMinor(toMinor(tendered, currency) - toMinor(due, currency), currency);

/** The tendered sum to keep on the payment: cash only, at least what is paid. */
export function tenderedToSend(
  value: string | number,
  due: number,
  method: unknown,
  currency: string,
) {
  const given = Number(value);
  if (!isCash(typeof method === 'string' ? method : '') || value === '' || !Number.isFinite(given))
    return {};
  return changeDue(given, due, currency) >= 0 ? { tendered: given } : {};
}
