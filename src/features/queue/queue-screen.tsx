import { ListScreen } from '@/components/resource-screen/list-screen';
import { FrontDesk } from './front-desk';
import { ticketsScreen } from './screen';

/** The front desk's queue: the desk itself, then today's tickets with the shared list screen. */
export function QueueScreen() {
  return <ListScreen screen={ticketsScreen} from="/_app/queue/" intro={<FrontDesk />} />;
}
