import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';

/**
 * The two i18next plugins the app starts with, written for what it uses of them. They replace
 * i18next-http-backend and i18next-browser-languagedetector, which carry transports, lookups and
 * options this app never uses (XMLHttpRequest, ActiveX, reload timers, path, sub-domain and hash
 * lookups, cookie writing): 4 KB of gzip script on the sign-in page, the first thing every member
 * of staff loads. Behaviour kept: the same lookup order and keys, the same safety rule for a
 * language code from outside, the same retry rule for a failed translation file.
 */

/**
 * A language code as i18next accepts one from outside (its isSafeLanguageCode): letters, digits,
 * `-`, `_`, `@` and `.` (no `..`), at most 128 characters. It keeps markup, quotes, slashes and
 * spaces out of `<html lang>` and out of a translation file's URL.
 */
export const isSafeLanguageCode = (code: unknown): code is string =>
  typeof code === 'string' &&
  /^[\w@.-]{1,128}$/.test(code) &&
  !code.includes('..') &&
  !['__proto__', 'constructor', 'prototype'].includes(code);

/** A storage the browser may refuse (private mode, blocked site data): no answer, never a throw. */
function fromStorage(kind: 'localStorage' | 'sessionStorage', key: string): string | undefined {
  try {
    return window[kind].getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function fromCookie(name: string): string | undefined {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...value] = part.trim().split('=');
      if (key === name) return value.join('=') || undefined;
    }
  } catch {
    // Some environments throw on reading document.cookie.
  }
  return undefined;
}

/**
 * Where the language comes from, in order: the `lng` query parameter, the cookie, local storage,
 * session storage (all under `key`); none: i18next's fallback language. The language in force is
 * remembered in local storage. i18next picks the first of the answers it supports (`fr-CA` → `fr`).
 */
export function languageDetector(key: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found = [
        new URLSearchParams(window.location.search).get('lng') ?? undefined,
        fromCookie(key),
        fromStorage('localStorage', key),
        fromStorage('sessionStorage', key),
      ];
      return found.filter(isSafeLanguageCode);
    },
    cacheUserLanguage(lng) {
      try {
        if (lng !== 'cimode') window.localStorage.setItem(key, lng);
      } catch {
        // Storage full or blocked: the choice lasts for this page only.
      }
    },
  };
}

declare global {
  interface Window {
    /** The start's texts, asked for by index.html with the first chunks: URL → answer. */
    __clinicTexts?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer index.html's early request got for `url`, taken once (a retry asks again), else a
 * new request.
 */
function request(url: string): Promise<Response> {
  const early = window.__clinicTexts?.[url];
  if (early && window.__clinicTexts) {
    delete window.__clinicTexts[url];
    return early;
  }
  return fetch(url, { credentials: 'same-origin' });
}

/**
 * Reads `{lng}/{ns}` from `loadPath(lng, ns)`, taking the early answer index.html asked for when
 * there is one. As i18next-http-backend did: a server error (5xx)
 * or a failed connection is retried by i18next (the `true` of the callback: up to 5 times, waiting
 * longer each time); a missing file (4xx) or one that is not JSON is not.
 */
export function translationBackend(loadPath: (lng: string, ns: string) => string): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(lng: string, ns: string, callback: ReadCallback) {
      if (!isSafeLanguageCode(lng) || !/^[\w-]{1,64}$/.test(ns))
        return callback(new Error(`Refused to load the texts of ${lng}/${ns}`), false);
      const url = loadPath(lng, ns);
      request(url).then(
        (answer) => {
          if (!answer.ok)
            return callback(
              new Error(`Failed loading ${url}: ${answer.status}`),
              answer.status >= 500,
            );
          answer.json().then(
            (texts: Record<string, unknown>) => callback(null, texts),
            () => callback(new Error(`Failed parsing ${url}`), false),
          );
        },
        (error: unknown) => callback(new Error(`Failed loading ${url}: ${String(error)}`), true),
      );
    },
  };
}
