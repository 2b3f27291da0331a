import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { results } from '@/api/resources/results';
import { db } from '@/mocks/db/tables';
import { renderWithProviders } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { RangeEditor } from './range-editor';

/** One result's row cell, as the results table shows it: read through the list cache. */
function Row({ id }: { id: string }) {
  const { data } = useQuery(results.queries.list({ page: 1, pageSize: 50 }));
  const result = data?.items.find((r) => results.idOf(r) === id);
  return (
    <>
      <Notifications />
      {result && <RangeEditor result={result} name="Glucose" />}
    </>
  );
}

beforeEach(() => storeSession());

it('two Enters in one go send one change, and it is confirmed', async () => {
  const requests = recordRequests();
  const target = db.results.newestFirst().find((r) => r.range)!;
  const { user } = renderWithProviders(<Row id={target._id} />);
  await user.click(await screen.findByRole('button', { name: 'Edit reference range of Glucose' }));
  const input = screen.getByRole('textbox', { name: 'Reference range of Glucose' });
  fireEvent.change(input, { target: { value: '<1' } });
  // Both before React has rendered the first save's pending state.
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.keyDown(input, { key: 'Enter' });

  expect(await screen.findByText('Range of Glucose saved: <1')).toBeInTheDocument();
  await waitFor(() => expect(input).not.toBeInTheDocument());
  const patches = requests.filter((r) => r.method === 'PATCH');
  expect(patches).toHaveLength(1);
  expect(new URL(patches[0]!.url).pathname).toMatch(new RegExp(`/${target._id}/range$`));
});
