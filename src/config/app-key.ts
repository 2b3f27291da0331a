/**
 * Prefix of every key this app writes to browser storage. A module of its own, free of build
 * values, so the build configuration can read it too (the start's texts, `vite.config.ts`).
 */
export const APP_KEY = 'clinic-admin';
