import { searchSchema, string } from '@/lib/search-schema';

/**
 * Search params of /login: where to return after signing in (`safeRedirect` decides whether it
 * may), and a just-registered phone. Anything but a string is dropped, never a crash.
 */
export const validateLoginSearch = searchSchema({ redirect: string, registered: string });

export type LoginSearch = ReturnType<typeof validateLoginSearch>;
