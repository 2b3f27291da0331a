import { useCallback, useState } from 'react';
import { APP_KEY } from '@/app/config';

const KEY = `${APP_KEY}.queue.display.sound`;

const read = () => {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
};

/** Voice and chime on the display, on unless turned off; remembered in local storage. */
export function useSoundPreference() {
  const [on, setOn] = useState(read);
  const toggle = useCallback(() => {
    setOn((was) => {
      try {
        localStorage.setItem(KEY, was ? 'off' : 'on');
      } catch {
        // Storage blocked: the choice holds until the page is reloaded.
      }
      return !was;
    });
  }, []);
  return [on, toggle] as const;
}
