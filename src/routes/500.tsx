import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorScreen } from '@/components/feedback/server-error-screen';

export const Route = createFileRoute('/500')({
  component: () => <ServerErrorScreen fullScreen />,
});
