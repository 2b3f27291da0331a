/**
 * The page's start script: built from these modules at build time and inlined into index.html
 * (vite.config.ts `startScript`), where it runs before the first paint and before any chunk has
 * loaded. It asks for config.json and the start's texts in parallel with the first chunks, sets
 * the colour mode (no flash) and finds the static shell's user. Only small, dependency-light
 * modules belong here.
 */
import { askForConfig } from '@/app/config-request';
import { startColorMode } from '@/components/styles/color-mode';
import { shellUser } from '@/app/static-shell/show';
import { askForStartTexts } from '@/i18n/start-texts';

/** The app's base URL, written in by the build. */
const BASE = '%BASE_URL%';

askForConfig(BASE);
askForStartTexts(BASE);
// The static shell's colour-mode button says the mode chosen, "auto" included.
window.__clinicColorMode = startColorMode();
shellUser();
