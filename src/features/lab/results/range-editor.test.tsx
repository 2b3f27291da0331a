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
  const input = await screen.findByRole('textbox', { name: 'Reference range of Glucose' });
  fireEvent.change(input, { target: { value: '<1' } });
  // Both before React has rendered the first save's pending state.
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.keyDown(input, { key: 'Enter' });

  expect(await screen.findByText('Range of Glucose saved: <1')).toBeInTheDocument();
  await waitFor(() => expect(input).not.toBeInTheDocument());
  const patches = requests.filter((r) => r.method === 'PATCH');
  expect(patches).toHaveLength(1);
  expect(new URL(patches[0]!.url).pathname).toMatch(new RegExp(`/${target._id}/range$`));
  expect(await patches[0]!.json()).toEqual({ range: '<1' });
});

/** A result with a range, its editor open. */
async function openEditor() {
  const requests = recordRequests();
  const target = db.results.newestFirst().find((r) => r.range)!;
  const { user } = renderWithProviders(<Row id={target._id} />);
  await user.click(await screen.findByRole('button', { name: 'Edit reference range of Glucose' }));
  const input = await screen.findByRole('textbox', { name: 'Reference range of Glucose' });
  expect(input).toHaveFocus();
  expect(input).toHaveValue(target.range);
  return { user, input, range: target.range!, requests };
}

it('refuses an empty range in the row, sends nothing, and Cancel keeps the range', async () => {
  const { user, input, range, requests } = await openEditor();
  await user.clear(input);
  await user.type(input, '   ');
  await user.click(screen.getByRole('button', { name: 'Save range' }));

  expect(input).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('This field is required.');
  await user.clear(input);
  await user.keyboard('{Enter}');
  expect(input).toHaveAccessibleDescription('This field is required.');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(input).not.toBeInTheDocument();
  expect(screen.getByText(range)).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
});

it('Escape cancels the edit and keeps the range, and hands the focus back', async () => {
  const { user, input, range, requests } = await openEditor();
  await user.clear(input);
  await user.type(input, '<1{Escape}');

  expect(input).not.toBeInTheDocument();
  const edit = screen.getByRole('button', { name: 'Edit reference range of Glucose' });
  expect(edit).toHaveFocus();
  expect(screen.getByText(range)).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
});
