import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';

/** Any unknown path inside the main layout: not found, with the layout still around it. */
export const Route = createFileRoute('/_app/$')({
  component: () => <NotFoundScreen />,
});
