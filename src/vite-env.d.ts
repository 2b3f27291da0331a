/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SESSION_HOURS?: string;
  /** Minutes without input before the screen locks (default 10; 0: never). */
  readonly VITE_IDLE_LOCK_MINUTES?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
  readonly VITE_DEMO_DATES?: string;
  readonly VITE_PREFETCH_NEXT_PAGE?: string;
  readonly VITE_FETCH_ALL_CONCURRENCY?: string;
  readonly VITE_CLINIC_NAME?: string;
  /** The extensions of SPEC §7 the backend offers (names, comma- or space-separated). */
  readonly VITE_API_EXTENSIONS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Every area's plain facts, read from the declarations at build time (build/area-facts.ts). */
declare module 'virtual:area-facts' {
  import type { AreaFacts } from '@/api/area';
  const facts: readonly AreaFacts[];
  export default facts;
}
