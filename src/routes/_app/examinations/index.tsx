import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/examinations/')({
  staticData: { crumb: 'nav.medicalExaminations' },
  component: () => null,
});
