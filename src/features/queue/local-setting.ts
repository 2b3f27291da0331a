import { APP_KEY } from '@/config/app-key';

/** A workstation's setting in local storage; blocked storage reads as unset and keeps nothing. */
export const localSetting = (name: string) => {
  const key = `${APP_KEY}.queue.${name}`;
  return {
    read(): string | null {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write(value: string | null) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Storage blocked: the setting holds until the page is reloaded.
      }
    },
  };
};
