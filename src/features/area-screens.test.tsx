import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { ScreenDeclaration } from '@/components/resource-screen/screen';
import type { DataColumn } from '@/components/data-table/types';
import { renderApp } from '@/test/render';
import { withoutRequiredMark } from '@/test/queries';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';

/**
 * Each area's own declaration on the one generic list screen (`defineScreen`), in the whole app
 * at the area's path against the demo backend: its heading and table, the columns it shows, a
 * control for each filter, the query its first filter and its first sortable column send, its
 * form's fields, and a record's documents where it declares an upload call. The generic flows (finding, sorting, paging, narrowing, creating, editing,
 * uploading, deleting with Undo) are walked in the browser on two areas (e2e/areas.spec.ts);
 * each area's records are made, found, changed and removed on a server by the staging run.
 * The screens are found by walking the declarations, so a new area is covered as it arrives.
 */
type AnyScreen = ScreenDeclaration<object> & { serverSort: boolean; filterKeys: string[] };
const isScreen = (value: unknown): value is AnyScreen =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as AnyScreen).id === 'string' &&
  Array.isArray((value as AnyScreen).columns) &&
  Array.isArray((value as AnyScreen).fields);

const modules = import.meta.glob('/src/features/**/screen.tsx', { eager: true });
const screens = Object.values(modules).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(isScreen),
);

/** Where each area's list lives (its file route under src/routes/_app). */
const PATHS: Record<string, string> = {
  patients: '/patients',
  appointments: '/appointments',
  clinicAppointments: '/clinic-appointments',
  doctors: '/doctors',
  results: '/results',
  medicalExaminations: '/examinations',
  examinationGroups: '/examination-groups',
  examinationStatuses: '/examination-statuses',
  insurance: '/insurance',
  packages: '/packages',
  currencies: '/currencies',
  exchangeRates: '/exchange-rates',
  payments: '/payments',
  drawers: '/drawers',
  tickets: '/queue',
  printers: '/printers',
  users: '/users',
  types: '/types',
};

const t = (key: string) => i18n.t(key, { ns: 'areas' });
const shown = (columns: readonly DataColumn<object>[]) => columns.filter((c) => !c.hiddenByDefault);
/** The query parameters of the last list call of the area's path. */
const lastListCall = (requests: Request[], path: string) => {
  const calls = requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === path);
  return calls.length > 0 ? new URL(calls.at(-1)!.url).searchParams : undefined;
};

beforeEach(() => storeSession());

it('knows where the list of every area lives', () => {
  expect(screens.length).toBeGreaterThanOrEqual(18);
  expect(screens.map((s) => s.id).sort()).toEqual(Object.keys(PATHS).sort());
});

describe.each(screens.map((s) => [s.id, s] as const))('the %s list', (id, declared) => {
  const path = PATHS[id]!;
  const apiPath = `/${declared.resource.declaration.path.replace(/^\/+/, '')}`;
  const creates = declared.resource.declaration.operations.includes('create');

  it('shows its columns, filters and form; sends its first filter and sort to the server', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp(path);
    const title = t(`${id}.title`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: title });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(lastListCall(requests, apiPath)).toBeDefined());

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    for (const column of shown(declared.columns)) expect(headers).toContain(t(column.header));

    const filters = screen.getByRole('group', { name: 'Filters' });
    for (const column of declared.columns.filter((c) => c.filter && !c.hiddenByDefault)) {
      const header = t(column.header);
      // A date box has no role of its own in jsdom: found by its label.
      if (column.filter!.kind === 'dateRange')
        expect(within(filters).getByLabelText(`${header} from`)).toBeVisible();
      else
        expect(
          within(filters).queryByRole('combobox', { name: `Filter by ${header}` }) ??
            within(filters).getByRole('textbox', { name: `Filter by ${header}` }),
        ).toBeVisible();
    }

    // The first text filter goes to the server under its key, and into the URL.
    const text = declared.columns.find((c) => c.filter?.kind === 'text' && !c.hiddenByDefault);
    if (text) {
      const key = text.filterKey ?? text.id;
      await user.type(
        within(filters).getByRole('textbox', { name: `Filter by ${t(text.header)}` }),
        'zq',
      );
      await waitFor(() => expect(lastListCall(requests, apiPath)?.get(key)).toBe('zq'));
      expect(router.state.location.search).toMatchObject({ [key]: 'zq' });
      await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.state.location.search).not.toHaveProperty(key));
    }

    // The first sortable column sorts ascending on the first click: by the server where the
    // area's list sorts (`sort=column*asc`), else within the page, which the screen says.
    const sortable = declared.columns.find((c) => c.sortable && !c.hiddenByDefault);
    if (sortable) {
      const header = within(table).getByRole('columnheader', { name: t(sortable.header) });
      await user.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
      expect(router.state.location.search).toMatchObject({ sort: sortable.id, dir: 'asc' });
      const withinPage = screen.queryByText('Sorting applies within this page only.');
      if (declared.serverSort) {
        await waitFor(() =>
          expect(lastListCall(requests, apiPath)?.get('sort')).toBe(`${sortable.id}*asc`),
        );
        expect(withinPage).not.toBeInTheDocument();
      } else {
        expect(withinPage).toBeVisible();
        expect(lastListCall(requests, apiPath)?.has('sort')).toBe(false);
      }
    }

    // Its form, from the toolbar's New button: a control labelled by each of its fields (a pick
    // of records also names its list by it).
    if (!creates) return;
    await user.click(screen.getByRole('button', { name: t(`${id}.new`) }));
    const drawer = await screen.findByRole('dialog', { name: t(`${id}.new`) });
    for (const field of declared.fields.filter((f) => f.only !== 'edit')) {
      const [control] = await within(drawer).findAllByLabelText(t(field.label), {
        normalizer: withoutRequiredMark,
      });
      // A field of many values (a test's ranges by sex and age) is a named group of inputs.
      expect(control, t(field.label)).toMatchObject({
        tagName: expect.stringMatching(/^(INPUT|TEXTAREA|SELECT|FIELDSET)$/),
      });
    }
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeEnabled();

    // A record's drawer offers its documents where the area declares an upload call.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    // The first row's own Edit, among its actions (after any a cell has: a result's range).
    const [, row] = within(table).getAllByRole('row');
    const edit = within(row!)
      .getAllByRole('button', { name: /^Edit / })
      .at(-1);
    await user.click(edit!);
    const editor = await screen.findByRole('dialog', { name: t(`${id}.edit`) });
    const name = edit!.getAttribute('aria-label')!.replace(/^Edit /, '');
    const documents = { name: `Add documents for ${name}` };
    if (declared.resource.declaration.upload)
      expect(await within(editor).findByRole('group', documents)).toBeInTheDocument();
    else expect(within(editor).queryByRole('group', documents)).not.toBeInTheDocument();
  });
});
