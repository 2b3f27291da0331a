import { useCallback, useState } from 'react';
import { localSetting } from './local-setting';

const stored = localSetting('display.sound');

/** Voice and chime on the display, on unless turned off; remembered in local storage. */
export function useSoundPreference() {
  const [on, setOn] = useState(() => stored.read() !== 'off');
  const toggle = useCallback(() => {
    setOn((was) => {
      stored.write(was ? 'off' : 'on');
      return !was;
    });
  }, []);
  return [on, toggle] as const;
}
