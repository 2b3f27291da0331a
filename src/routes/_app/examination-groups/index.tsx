import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/examination-groups/')({
  staticData: { crumb: 'nav.examinationGroups' },
  component: () => null,
});
