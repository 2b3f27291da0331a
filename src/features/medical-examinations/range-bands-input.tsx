import {
  Button,
  Fieldset,
  NativeSelect,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEXES } from '@/api/resources/customers';
import { AGE_UNITS, type RangeBand } from '@/api/resources/range-bands';
import { bandProblems } from '@/domain/lab-range-checks';
import type { CustomFieldProps } from '@/components/resource-form/types';
import classes from './range-bands-input.module.css';
import { parseLabNumber, sharedDecimal } from '@/domain/lab-values';

type NumberKey = 'ageFrom' | 'ageTo' | 'low' | 'high' | 'criticalLow' | 'criticalHigh';
const NUMBERS: readonly NumberKey[] = ['low', 'high', 'criticalLow', 'criticalHigh'];

const bandsOf = (value: unknown): RangeBand[] =>
  Array.isArray(value) ? (value as RangeBand[]) : [];

/**
 * A band's limit as the laboratory writes numbers (`domain/lab-values.ts`: "12,5", "150,000");
 * '' is no number; anything else is kept for the schema to refuse.
 */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseLabNumber(trimmed, sharedDecimal([trimmed])) ?? NaN;
}

const shown = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));

/**
 * The catalogue's ranges by sex and age for one test: a small table of bands (sex, ages from and
 * to in days, months or years, the reference range and its critical limits), checked as it is
 * typed: no two bands of the same sex covering the same age, low below high. The test's
 * `referenceRange` stays the general range, used for patients no band fits.
 */
export function RangeBandsInput({ value, onChange, error, label }: CustomFieldProps) {
  const { t } = useTranslation('areas');
  const bands = bandsOf(value);
  const problems = bandProblems(bands);
  const problemsId = useId();
  const set = (next: RangeBand[]) => onChange(next.length ? next : undefined);
  const change = (index: number, patch: Partial<RangeBand>) =>
    set(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));
  const k = (key: string) => `medicalExaminations.ranges.${key}`;
  const row = (index: number) => t(k('row'), { number: index + 1 });

  const numberInput = (band: RangeBand, index: number, key: NumberKey) => (
    <TextInput
      size="xs"
      inputMode="decimal"
      classNames={{ input: classes.number }}
      aria-label={`${t(k(`columns.${key}`))}, ${row(index)}`}
      defaultValue={shown(band[key])}
      onChange={(event) => change(index, { [key]: toNumber(event.currentTarget.value) })}
      error={band[key] !== undefined && Number.isNaN(band[key])}
    />
  );

  return (
    <Fieldset
      legend={label}
      aria-label={label}
      className={classes.fieldset}
      aria-describedby={problems.length || error ? problemsId : undefined}
    >
      <Text size="xs" c="dimmed" mb="xs">
        {t(k('hint'))}
      </Text>
      {bands.length > 0 && (
        <div className={classes.scroll}>
          <Table className={classes.table} withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(k('columns.band'))}</Table.Th>
                <Table.Th scope="col">{t(k('columns.sex'))}</Table.Th>
                <Table.Th scope="col">{t(k('columns.ageFrom'))}</Table.Th>
                <Table.Th scope="col">{t(k('columns.ageTo'))}</Table.Th>
                <Table.Th scope="col">{t(k('columns.ageUnit'))}</Table.Th>
                {NUMBERS.map((key) => (
                  <Table.Th key={key} scope="col">
                    {t(k(`columns.${key}`))}
                  </Table.Th>
                ))}
                <Table.Th scope="col">
                  <VisuallyHidden>{t(k('columns.remove'))}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bands.map((band, index) => (
                // Bands have no id of their own: the row's place is its key (rows are added at
                // the end and removed with their inputs, which hold their own text).
                <Table.Tr
                  key={`${bands.length}-${index}`}
                  data-invalid={problems.some((p) => p.index === index) || undefined}
                >
                  <Table.Th scope="row">{index + 1}</Table.Th>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={`${t(k('columns.sex'))}, ${row(index)}`}
                      value={band.sex ?? ''}
                      data={[
                        { value: '', label: t(k('bothSexes')) },
                        ...SEXES.map((sex) => ({ value: sex, label: t(`enums.sex.${sex}`) })),
                      ]}
                      onChange={(event) =>
                        change(index, {
                          sex: (event.currentTarget.value || undefined) as RangeBand['sex'],
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{numberInput(band, index, 'ageFrom')}</Table.Td>
                  <Table.Td>{numberInput(band, index, 'ageTo')}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={`${t(k('columns.ageUnit'))}, ${row(index)}`}
                      value={band.ageUnit ?? 'years'}
                      data={AGE_UNITS.map((unit) => ({
                        value: unit,
                        label: t(`results.rangeUsed.unit.${unit}`),
                      }))}
                      onChange={(event) =>
                        change(index, {
                          ageUnit: event.currentTarget.value as RangeBand['ageUnit'],
                        })
                      }
                    />
                  </Table.Td>
                  {NUMBERS.map((key) => (
                    <Table.Td key={key}>{numberInput(band, index, key)}</Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={t(k('removeRow'), { number: index + 1 })}
                      onClick={() => set(bands.filter((_, i) => i !== index))}
                    >
                      {t(k('remove'))}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Button
        mt="xs"
        size="xs"
        variant="light"
        onClick={() => set([...bands, { ageUnit: 'years' }])}
      >
        {t(k('add'))}
      </Button>
      {(problems.length > 0 || error) && (
        <ul id={problemsId} className={classes.problems} aria-live="polite">
          {problems.map(({ index, problem }) => (
            <li key={`${index}-${problem}`}>
              {row(index)}: {t(k(`problems.${problem}`))}
            </li>
          ))}
          {problems.length === 0 && error && <li>{error}</li>}
        </ul>
      )}
    </Fieldset>
  );
}
