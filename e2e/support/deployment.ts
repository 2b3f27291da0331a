import { readFileSync } from 'node:fs';

/**
 * What the suite knows of the deployment it runs against. By default that is the demo build
 * Playwright serves itself (the demo backend offers every extension, its words are the app's).
 * With E2E_BASE_URL it is someone's staging server: its `config.json`, read once by the global
 * setup (e2e/global-setup.ts) from E2E_BASE_URL/config.json as the app itself reads it, says
 * which extensions its backend offers, which words it uses and how its fields are named.
 */
export const isExternal = Boolean(process.env.E2E_BASE_URL);

/** The keys of a deployment's config.json the suite reads (README "config.json"). */
export interface DeploymentConfig {
  apiUrl?: string;
  extensions?: string[];
  /** Per area and field: the backend's word → the app's. */
  values?: Record<string, Record<string, Record<string, string>>>;
  /** Per area: the app's field name → the backend's. */
  fields?: Record<string, Record<string, string>>;
}

/** Where the global setup leaves the deployment's config.json for the workers. */
export const CONFIG_ENV = 'E2E_DEPLOYMENT_CONFIG';

export const deploymentConfig: DeploymentConfig = JSON.parse(process.env[CONFIG_ENV] || '{}');

/** The extensions of SPEC §7 the app knows (src/api/extensions.ts). */
export type Extension = 'dateRange' | 'resultFlag' | 'mail' | 'savedViews';

/**
 * Whether the backend under test offers an extension: on the demo, every one; elsewhere those
 * E2E_EXTENSIONS names (comma- or space-separated, for a build that declares them itself with
 * VITE_API_EXTENSIONS), else those its config.json declares.
 */
export function offers(extension: Extension): boolean {
  if (!isExternal) return true;
  const declared = process.env.E2E_EXTENSIONS;
  if (declared !== undefined) return declared.split(/[\s,]+/).includes(extension);
  return (deploymentConfig.extensions ?? []).includes(extension);
}

/** Why a test of an extension skips where the deployment does not declare it. */
export const lacks = (extension: Extension) =>
  `needs the server's "${extension}" extension, which this deployment does not declare ` +
  '(config.json "extensions", or E2E_EXTENSIONS)';

/** What a screen says in place of something that needs `extension` (common:extensions…needs). */
export function needsText(extension: Extension, language: 'en' | 'fr' | 'ar' = 'en'): string {
  const texts = JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as {
    extensions: Record<Extension, { needs: string }>;
  };
  return texts.extensions[extension].needs;
}

/** The backend's word for one of the app's (config.json `values`, read the other way). */
export function backendWord(area: string, field: string, appWord: string): string {
  const words = deploymentConfig.values?.[area]?.[field] ?? {};
  return Object.keys(words).find((word) => words[word] === appWord) ?? appWord;
}

/** The backend's name for one of the app's fields of an area (config.json `fields`). */
export const backendField = (area: string, field: string) =>
  deploymentConfig.fields?.[area]?.[field] ?? field;

/** The app's name for one of the backend's fields (the rename read back). */
export function appField(area: string, field: string): string {
  const names = deploymentConfig.fields?.[area] ?? {};
  return Object.keys(names).find((name) => names[name] === field) ?? field;
}
