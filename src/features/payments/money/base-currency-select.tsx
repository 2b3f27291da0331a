import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReferenceNames } from '@/components/references/references';
import { useBaseCurrency } from './base-currency';
import { recordOption } from '@/components/bidi/record-option';

// A module of its own: a screen that shows converted totals without this choice (the overview)
// does not load the select's dropdown, positioning and focus trap with them.
/** The reader's base currency, chosen among the clinic's currencies. */
export function BaseCurrencySelect() {
  const { t } = useTranslation();
  const [base, setBase] = useBaseCurrency();
  const names = useReferenceNames('currencies');
  const data = [...new Set([base, ...names.keys()])].map((value) => ({
    value,
    label: names.get(value) ?? value,
  }));
  return (
    <Select
      label={t('money.base')}
      data={data}
      renderOption={recordOption}
      value={base}
      onChange={(value) => value && setBase(value)}
      allowDeselect={false}
      searchable
      w={220}
    />
  );
}
