import { createFileRoute, notFound } from '@tanstack/react-router';
import { searchSchema, text } from '@/lib/search-schema';
import { drawers } from '@/api/resources/drawers';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { DrawerPage } from '@/features/drawers/drawer-page';

export const Route = createFileRoute('/_app/drawers/$drawerId')({
  // The page's edit drawer (`?edit=<id>`).
  validateSearch: searchSchema({ edit: text }),
  // Drawers are read as a list only (SPEC §7): the page's drawer is found in it.
  loader: async ({ context, params }) => {
    const all = await context.queryClient.ensureQueryData(drawers.queries.all());
    const drawer = all.find((d) => drawers.idOf(d) === params.drawerId);
    if (!drawer) throw notFound();
    return { crumb: drawer.name };
  },
  notFoundComponent: () => <NotFoundScreen />,
  component: function DrawerRoute() {
    return <DrawerPage drawerId={Route.useParams().drawerId} />;
  },
});
