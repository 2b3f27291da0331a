import { Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { patientSearchQuery } from '@/api/search';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { formatCalendarDate } from '@/i18n/format';
import { patientName, patientPage } from './patient';
import classes from './quick-search.module.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

const MIN_LENGTH = 2;
/** Patients shown at most. */
const SHOWN = 8;

interface QuickSearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Patients by name or phone: a combobox (WAI-ARIA pattern) whose list follows the typing after
 * a pause. Arrow keys move through the list, Enter or a click opens the patient's page.
 */
export default function QuickSearchDialog({ opened, onClose }: QuickSearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string>();
  const term = text.trim();
  const [debounced] = useDebouncedValue(term, 250);
  const searching = debounced.length >= MIN_LENGTH;
  const query = useQuery({
    ...patientSearchQuery(debounced, SHOWN),
    enabled: searching,
    // The list stays while the next word is typed; a failed search is retyped, not retried.
    placeholderData: keepPreviousData,
    retry: false,
  });

  const patients = term.length >= MIN_LENGTH && query.data ? query.data : [];
  const waiting = term.length >= MIN_LENGTH && (term !== debounced || query.isFetching);
  const activeIndex = Math.max(
    0,
    patients.findIndex((p) => p._id === activeId),
  );
  const active = patients[activeIndex];
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setText('');
    setActiveId(undefined);
    onClose();
  };
  const choose = (patientId: string) => {
    close();
    void navigate(patientPage(patientId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step && patients.length) {
      event.preventDefault();
      const next = (activeIndex + step + patients.length) % patients.length;
      setActiveId(patients[next]?._id);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active._id);
    }
  };

  let status: string;
  if (term.length < MIN_LENGTH) status = t('search.hint');
  else if (waiting) status = t('search.searching');
  else if (query.isError) status = '';
  else if (patients.length === 0) status = t('search.noMatch', { query: term });
  else status = t('search.count', { count: patients.length });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('search.title')}
      size="lg"
      yOffset="10vh"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          label={t('search.input')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={patients.length > 0}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          rightSection={waiting ? <Loader size="xs" aria-hidden /> : null}
        />
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
        {query.isError && !waiting && term.length >= MIN_LENGTH && (
          <ErrorAlert>{query.error.message}</ErrorAlert>
        )}
        <ul id={listId} role="listbox" aria-label={t('search.results')} className={classes.list}>
          {patients.map((patient, index) => (
            <li
              key={patient._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              data-active={index === activeIndex || undefined}
              className={classes.option}
              onMouseMove={() => setActiveId(patient._id)}
              // Keeps the focus in the input, as the pattern wants.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(patient._id)}
            >
              <Text fw={600} size="sm">
                <bdi>{patientName(patient)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  patient.phone,
                  patient.dateOfBirth &&
                    t('search.born', { date: formatCalendarDate(patient.dateOfBirth) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Modal>
  );
}
