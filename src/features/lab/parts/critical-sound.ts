import { useCallback, useSyncExternalStore } from 'react';
import { APP_KEY } from '@/config/app-key';

/**
 * The sound that comes with a new critical result, on unless turned off on this browser
 * (`clinic-admin.lab.criticalSound` = `off` in local storage). Every control that shows the
 * choice (the dashboard's card, the announcement itself) follows a change made in another.
 */
export const CRITICAL_SOUND_KEY = `${APP_KEY}.lab.criticalSound`;

const listeners = new Set<() => void>();
function read(): boolean {
  try {
    return localStorage.getItem(CRITICAL_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}
let on = typeof localStorage === 'undefined' ? true : read();

export function setCriticalSound(next: boolean) {
  on = next;
  try {
    localStorage.setItem(CRITICAL_SOUND_KEY, next ? 'on' : 'off');
  } catch {
    // Storage blocked: the choice holds until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice, too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CRITICAL_SOUND_KEY) return;
    on = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const criticalSoundOn = () => on;

export function useCriticalSound() {
  const current = useSyncExternalStore(subscribe, criticalSoundOn);
  const toggle = useCallback(() => setCriticalSound(!criticalSoundOn()), []);
  return [current, toggle] as const;
}

// One audio context for the page's life: each new one holds audio resources until closed.
let audio: AudioContext | undefined;

/**
 * Three short high beeps (WebAudio, no file), unlike the queue's two-note chime. Browsers start
 * audio only after a user gesture on the page; before one, nothing is heard.
 */
export function criticalAlarm() {
  if (!criticalSoundOn() || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime;
  for (const at of [0, 0.22, 0.44]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'square';
    tone.frequency.value = 1046;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.25, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + at);
    tone.stop(start + at + 0.18);
  }
}
