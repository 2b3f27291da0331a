import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/examination-statuses/')({
  staticData: { crumb: 'nav.examinationStatuses' },
  component: () => null,
});
