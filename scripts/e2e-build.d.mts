/** The demo build's environment for the end-to-end suite. */
export const E2E_BUILD_ENV: Record<string, string>;
/** The command that builds the demo app into `outDir`. */
export function demoBuildCommand(outDir: string): string;
/** Where `npm test` builds the production app given no backend (e2e/production-build.spec.ts). */
export const UNCONFIGURED_DIR: string;
/** The command that builds the production app, given no backend, into `outDir`. */
export function unconfiguredBuildCommand(outDir: string): string;
