import { createFileRoute } from '@tanstack/react-router';
import { MessageScreen } from '@/features/email/screens';

export const Route = createFileRoute('/apps/email/$folder/$messageId')({
  component: MessageRoute,
});

function MessageRoute() {
  const { folder, messageId } = Route.useParams();
  return <MessageScreen folder={folder} messageId={messageId} />;
}
