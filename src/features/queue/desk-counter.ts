import { useState } from 'react';
import { APP_KEY } from '@/app/config';

const KEY = `${APP_KEY}.queue.counter`;

/** The counter this workstation calls to, remembered in local storage (a desk keeps its number). */
export function useDeskCounter() {
  const [counter, setCounter] = useState(() => {
    try {
      return localStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  });
  const change = (value: string) => {
    setCounter(value);
    try {
      if (value.trim()) localStorage.setItem(KEY, value.trim());
      else localStorage.removeItem(KEY);
    } catch {
      // Storage blocked: the counter holds until the page is reloaded.
    }
  };
  return [counter, change] as const;
}
