import { createFileRoute } from '@tanstack/react-router';
import { MailboxScreen } from '@/features/email/screens';
import { validateMailboxSearch } from '@/features/email/search';

export const Route = createFileRoute('/apps/email/$folder/')({
  validateSearch: validateMailboxSearch,
  component: MailboxRoute,
});

function MailboxRoute() {
  return <MailboxScreen folder={Route.useParams().folder} search={Route.useSearch()} />;
}
