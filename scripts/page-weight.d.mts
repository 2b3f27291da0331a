import type { Page } from '@playwright/test';

export interface Weight {
  count: number;
  raw: number;
  gzip: number;
}
export interface PageWeight {
  files: { url: string; type: 'script' | 'stylesheet'; raw: number; gzip: number }[];
  js: Weight;
  css: Weight;
  /** The in-browser demo backend's chunk, counted apart (demo builds only). */
  demoBackend: Weight;
}
export function recordPageWeight(page: Page, origin: string): () => Promise<PageWeight>;
export function kb(bytes: number): number;
