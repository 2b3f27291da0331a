import type { Plugin } from 'vite';

export function cacheControlOf(path: string): string;
export function cachingHeaders(): Plugin;
