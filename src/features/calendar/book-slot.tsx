import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/i18n/format';
import type { FreeSlot } from './visits';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { recordOption } from '@/components/bidi/record-option';

interface BookSlotProps {
  slots: readonly FreeSlot[];
  doctorName: (id: string) => string;
  onBook: (slot: FreeSlot) => void;
}

/**
 * Booking by keyboard: the free slots of the doctors and days on screen, as a list to type in
 * and choose from. Choosing one opens the form with the doctor and the time filled in.
 */
export function BookSlot({ slots, doctorName, onBook }: BookSlotProps) {
  const { t } = useTranslation('calendar');
  const when = dateTimeFormat({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const data = slots.map((slot) => ({
    value: `${slot.doctorId}|${slot.start}`,
    label: `${when.format(slot.start)} · ${doctorName(slot.doctorId)}`,
  }));
  return (
    <Select
      label={t('book.label')}
      description={t('book.hint')}
      placeholder={t('book.placeholder')}
      nothingFoundMessage={t('book.none')}
      data={data}
      renderOption={recordOption}
      value={null}
      searchable
      onChange={(value) => {
        if (!value) return;
        const [doctorId = '', start = ''] = value.split('|');
        onBook({ doctorId, start: Number(start) });
      }}
    />
  );
}
