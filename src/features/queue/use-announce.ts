import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/api/resources/tickets';
import { announcement, chime, speak } from './announce';

/** Speech starts once the chime has rung. */
const AFTER_CHIME_MS = 900;

/**
 * Rings and announces each new call ("Ticket 42, counter 3") in the display's language. What is
 * on screen when the display opens is not announced; with sound off nothing is.
 */
export function useAnnounceCalls(calls: readonly Ticket[] | undefined, soundOn: boolean) {
  const { t, i18n } = useTranslation('queue');
  const seen = useRef<string | undefined>(undefined);
  // Not cleared by the next poll's re-render, only when the display closes.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const latest = calls?.[0];
  const key = calls && (latest ? `${latest._id}@${latest.calledAt}` : 'none');
  useEffect(() => {
    if (key === undefined || key === seen.current) return;
    const first = seen.current === undefined;
    seen.current = key;
    if (first || !soundOn || !latest) return;
    chime();
    const text = announcement(t, latest);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => speak(text, i18n.resolvedLanguage ?? 'en'), AFTER_CHIME_MS);
  }, [key, latest, soundOn, t, i18n]);
}
