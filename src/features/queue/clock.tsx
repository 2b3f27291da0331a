import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Hours and minutes in the display's language, kept right to within a few seconds. */
export function Clock({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' }).format(now);
  return (
    <time className={className} dateTime={now.toISOString()}>
      {time}
    </time>
  );
}
