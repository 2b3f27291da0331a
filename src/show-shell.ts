/**
 * The static shell shown (src/app/static-shell/show.ts): built by the build and inlined into
 * index.html after the shell's templates, where it runs before the first paint.
 */
import { showShell } from '@/app/static-shell/show';

showShell();
