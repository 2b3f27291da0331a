/**
 * The start's one step that applies a checked `config.json` (`runtime-config.ts`): its settings
 * for the app (`config/settings.ts`) and what it declares of the backend (`api/backend.ts`).
 * The layers below read those; none of them imports this.
 */
import { setBackend, type BackendDeclaration } from '@/api/backend';
import { applySettings, type SettingsDeclaration } from '@/config/settings';

/** What `config.json` may set (validated before it gets here: `config-check.ts`). */
export interface RuntimeConfig extends BackendDeclaration, SettingsDeclaration {}

/**
 * Applies a validated `config.json` over the build's values; what it leaves out keeps them.
 * (Applying `{}` puts the build's values back: tests do.)
 */
export function applyRuntimeConfig(config: RuntimeConfig) {
  const { sessionHours, idleLockMinutes, prefetchNextPage, labFourEyes, ...declared } = config;
  const { demo } = setBackend(declared);
  applySettings({ sessionHours, idleLockMinutes, prefetchNextPage, labFourEyes }, demo);
}
