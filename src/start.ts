/**
 * The page's start script: built from these modules at build time and inlined into index.html
 * (build/plugins.ts `startScript`), where it runs before the first paint and before any chunk
 * has loaded. It asks for config.json and the start's texts in parallel with the first chunks
 * and sets the colour mode (no flash); what it sent and chose goes to the app through the one
 * window global (lib/start-handoff.ts). Only small, dependency-light modules belong here.
 */
import { askForConfig } from '@/app/config-request';
import { startColorMode } from '@/components/styles/color-mode';
import { askForStartTexts } from '@/i18n/start-texts';
import { startHandoff } from '@/lib/start-handoff';

/** The app's base URL, written in by the build. */
const BASE = '%BASE_URL%';

askForConfig(BASE);
askForStartTexts(BASE);
startHandoff().colorMode = startColorMode();
