import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/dates';
import { localDateTime } from '@/domain/dates';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { recordOption } from '@/components/bidi/record-option';

export interface MoveDialogProps {
  title: string;
  start: number;
  doctorId: string;
  minutes: number | undefined;
  doctors: readonly { value: string; label: string }[];
  onClose: () => void;
  onSave: (start: number, doctorId: string, minutes: number | undefined) => void;
}

/** Move an appointment to a time and doctor typed or chosen, and change its length. */
export function MoveDialog(props: MoveDialogProps) {
  const { t } = useTranslation('calendar');
  const [when, setWhen] = useState(localDateTime(props.start));
  const [doctorId, setDoctorId] = useState<string | null>(props.doctorId);
  const [minutes, setMinutes] = useState<number | string>(props.minutes ?? '');
  const at = Date.parse(when);
  const badTime = Number.isNaN(at);
  const badMinutes =
    props.minutes !== undefined && (typeof minutes !== 'number' || minutes < 5 || minutes > 480);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badTime || badMinutes || !doctorId) return;
    props.onSave(at, doctorId, typeof minutes === 'number' ? minutes : undefined);
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('move.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <DateTimeInput
            label={t('move.when')}
            value={when}
            onChange={setWhen}
            error={badTime ? t('move.badTime') : undefined}
            required
            data-autofocus
          />
          <Select
            label={t('move.doctor')}
            data={props.doctors as { value: string; label: string }[]}
            renderOption={recordOption}
            value={doctorId}
            onChange={setDoctorId}
            searchable
            required
            error={doctorId ? undefined : t('move.noDoctor')}
          />
          {props.minutes !== undefined && (
            <NumberInput
              label={t('move.minutes')}
              value={minutes}
              onChange={setMinutes}
              min={5}
              max={480}
              step={5}
              error={badMinutes ? t('move.badMinutes') : undefined}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('move.cancel')}
            </Button>
            <Button type="submit">{t('move.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
