import * as z from 'zod/mini';

/** Search params of /login: where to return after signing in, and a just-registered phone. */
export const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  registered: z.catch(z.optional(z.string()), undefined),
});
