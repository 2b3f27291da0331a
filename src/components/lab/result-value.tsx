import { Badge, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resultFlag } from '@/api/resources/results';
import '@mantine/core/styles/Badge.css';
import classes from './result-value.module.css';

interface ResultValueProps {
  value: string | undefined;
  unit?: string | undefined;
  range: string | undefined;
}

/**
 * A measured value with its flag against the reference range. The flag is said in words
 * ("High", "Low") and shown with an arrow as well as colour, so it never rests on colour alone.
 */
export function ResultValue({ value, unit, range }: ResultValueProps) {
  const { t } = useTranslation('areas');
  const flag = resultFlag(value, range);
  const out = flag === 'high' || flag === 'low';
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        size="sm"
        fw={out ? 700 : undefined}
        className={out ? (flag === 'high' ? classes.high : classes.low) : undefined}
      >
        {value}
        {unit ? ` ${unit}` : ''}
      </Text>
      {out && (
        <Badge
          // Never cut to "H…": the flag is read in words, not by its colour.
          style={{ flexShrink: 0 }}
          size="sm"
          variant="light"
          color={flag === 'high' ? 'red' : 'blue'}
          leftSection={
            flag === 'high' ? (
              <IconArrowUp size={12} aria-hidden />
            ) : (
              <IconArrowDown size={12} aria-hidden />
            )
          }
        >
          {t(`results.flag.${flag}`)}
        </Badge>
      )}
    </Group>
  );
}
