import { TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';

export const TEXT_FILTER_DELAY_MS = 300;

interface TextFilterProps {
  label: string;
  accessibleName: string;
  /** The filter as the URL holds it. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A text filter that sends its value once typing pauses, so a name typed letter by letter makes
 * one request and one history entry rather than one per key. Enter sends at once.
 */
export function TextFilter({ label, accessibleName, value, onChange }: TextFilterProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  // The URL changed: our own value arriving, or someone else's (Back, "Clear filters").
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    else setDraft(value);
  }

  const send = useEffectEvent((text: string) => {
    setSent(text);
    onChange(text);
  });

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = setTimeout(() => send(text), TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <TextInput
      label={label}
      aria-label={accessibleName}
      value={draft}
      size="xs"
      autoComplete="off"
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== value) {
          setSent(draft.trim());
          onChange(draft.trim());
        }
      }}
    />
  );
}
