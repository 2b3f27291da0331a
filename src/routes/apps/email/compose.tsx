import { createFileRoute } from '@tanstack/react-router';
import { ComposeScreen } from '@/features/email/screens';
import { validateComposeSearch } from '@/features/email/search';

export const Route = createFileRoute('/apps/email/compose')({
  validateSearch: validateComposeSearch,
  component: ComposeRoute,
});

function ComposeRoute() {
  return <ComposeScreen search={Route.useSearch()} />;
}
