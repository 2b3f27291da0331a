import { http, HttpResponse } from 'msw';
import { resetDemoData } from '../db/reset';
import { serverText } from '../messages';
import { guarded } from './resource';

/** Demo only: the user menu's "Reset demo data" puts every table back to its seed. */
export const demoHandlers = [
  http.post(
    '*/api/demo/reset',
    guarded(({ request }) => {
      resetDemoData();
      return HttpResponse.json({ msg: serverText(request, 'demoReset') });
    }),
  ),
];
