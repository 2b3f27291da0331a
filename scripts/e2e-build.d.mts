/** The demo build's environment for the end-to-end suite. */
export const E2E_BUILD_ENV: Record<string, string>;
/** The command that builds the demo app into `outDir`. */
export function demoBuildCommand(outDir: string): string;
