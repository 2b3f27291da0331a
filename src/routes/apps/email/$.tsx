import { createFileRoute } from '@tanstack/react-router';
import { EmailNotFound } from '@/features/email/screens';

/** Any other path under /apps/email stays in the (unguarded) email area: not the main layout's 404. */
export const Route = createFileRoute('/apps/email/$')({
  component: EmailNotFound,
});
