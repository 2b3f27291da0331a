import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/i18n/format';

/** Hours and minutes in the display's language, kept right to within a few seconds. */
export function Clock({ className }: { className?: string }) {
  // Re-renders in a new language (the formatter follows it).
  useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, []);
  const time = dateTimeFormat({ timeStyle: 'short' }).format(now);
  return (
    <time className={className} dateTime={now.toISOString()}>
      {time}
    </time>
  );
}
