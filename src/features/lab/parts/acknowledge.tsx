import { Button } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '@/api/resources/results';
import { retryableLazy } from '@/components/feedback/retryable-lazy';
import { resultName } from './result-name';

/** The dialog and its texts load with the first acknowledgement, not with the watch. */
const AcknowledgeDialog = retryableLazy<{
  result: Result;
  name: string;
  onClose: (done: boolean) => void;
}>(() =>
  Promise.all([import('./acknowledge-dialog'), i18n.loadNamespaces('lab')]).then(([m]) => ({
    default: m.AcknowledgeDialog,
  })),
);

/**
 * Acknowledging a critical result: a dialog asks whom the laboratory told, how, and that they
 * read the value back, then writes it on the result with who and when (`PUT`, the designed
 * fields `acknowledged*`). Validation waits for it (`rules/validation-gate.ts`).
 */
export function AcknowledgeButton({
  result,
  patient,
  onDone,
  size = 'compact-sm',
}: {
  result: Result;
  /** The patient's name, for the button's accessible name. */
  patient?: string | undefined;
  onDone?: () => void;
  size?: 'compact-sm' | 'xs' | 'sm';
}) {
  const { t } = useTranslation('areas');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const name = resultName(result);
  return (
    <>
      <Button
        ref={opener}
        size={size}
        variant="filled"
        color="red.9"
        leftSection={<IconBellCheck size={14} aria-hidden />}
        aria-label={
          patient
            ? t('results.acknowledge.namedFor', { name, patient })
            : t('results.acknowledge.named', { name })
        }
        onClick={() => setOpen(true)}
      >
        {t('results.acknowledge.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AcknowledgeDialog
            result={result}
            name={name}
            onClose={(done) => {
              setOpen(false);
              // Acknowledged, the button leaves the screen (the result no longer waits).
              if (done) onDone?.();
              else opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
