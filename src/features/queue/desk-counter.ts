import { useState } from 'react';
import { localSetting } from './local-setting';

const stored = localSetting('counter');

/** The counter this workstation calls to, remembered in local storage (a desk keeps its number). */
export function useDeskCounter() {
  const [counter, setCounter] = useState(() => stored.read() ?? '');
  const change = (value: string) => {
    setCounter(value);
    stored.write(value.trim() || null);
  };
  return [counter, change] as const;
}
