import { act, screen, waitFor, within } from '@testing-library/react';
import { labStages } from '@/api/lab/stages';
import { namesBusy } from '@/api/names/name-reader';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { db } from '@/mocks/db/tables';
import { logRenders } from '@/test/render-log';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { SCAN_EVENT, type ScanEventDetail } from '@/features/lab/scan/scan-listener';
import { STACKED, STACKED_ROW_HEIGHT } from './columns';
import { useCellSaves } from './use-cell-saves';
import { WorksheetGrid } from './worksheet-grid';

beforeEach(() => storeSession());

const stages = labStages(db.examinationStatuses.all());
const exams = new Map(
  db.medicalExaminations.all().map((e) => [e._id, e as unknown as MedicalExamination]),
);
const potassium = db.medicalExaminations.all().find((e) => e.code === 'K')!;

/** 200 potassium results on the bench (awaiting a value), of seeded patients. */
const rows: Result[] = db.results
  .all()
  .slice(0, 200)
  .map((r) => ({
    ...r,
    examinationId: potassium._id,
    testName: 'Potassium',
    range: '3.5-5.1',
    unit: 'mmol/L',
    value: undefined,
    statusId: stages.entry[0],
    // Not validated (a validated result is read-only).
    validatedAt: undefined,
    validatedBy: undefined,
  }));

function Worksheet() {
  const saves = useCellSaves(stages);
  return <WorksheetGrid label="Worksheet" rows={rows} exams={exams} saves={saves} />;
}

const grid = () => screen.getByRole('grid', { name: 'Worksheet' });
const inputOf = (row: number) =>
  within(grid())
    .getAllByRole('textbox')
    .find((input) => input.closest('[data-row]')?.getAttribute('data-row') === String(row));

describe('the worksheet grid of 200 rows', () => {
  it('renders the rows in view (and says there are 200), one stop of Tab for the grid', () => {
    renderWithProviders(<Worksheet />);
    expect(grid()).toHaveAttribute('aria-rowcount', '201');
    const shown = within(grid()).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(40);
    const stops = within(grid())
      .getAllByRole('textbox')
      .filter((input) => input.tabIndex === 0);
    expect(stops).toEqual([inputOf(0)]);
  });

  it('moves by the keyboard, to rows far out of view too', async () => {
    const { user } = renderWithProviders(<Worksheet />);
    await user.click(inputOf(0)!);
    await user.keyboard('{Enter}');
    expect(inputOf(1)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(inputOf(11)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    // The last row (not rendered a moment ago) holds the focus, in its last column.
    const last = grid().querySelector('[data-row="199"]')!;
    expect(
      within(last as HTMLElement)
        .getAllByRole('gridcell')
        .at(-1),
    ).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(within(grid()).getAllByRole('gridcell')[0]).toHaveFocus();
  });

  it('typing renders the one row typed in, flagged as typed; leaving it saves it', async () => {
    const { user } = renderWithProviders(<Worksheet />);
    await user.click(inputOf(2)!);
    // The patients' names come after the first paint: what is measured is typing, not them.
    await waitFor(() => expect(namesBusy()).toBe(false));
    const renders = logRenders();
    await user.keyboard('7');
    const rendered = renders.stop();
    expect(rendered.filter((name) => name === 'WorksheetRow')).toEqual(['WorksheetRow']);
    expect(rendered).not.toContain('WorksheetGrid');

    await user.keyboard('.4');
    const row = inputOf(2)!.closest('[role="row"]') as HTMLElement;
    // Beyond the critical limit (6.5) as it is typed, before it is saved.
    expect(row).toHaveTextContent('Critical high');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(row).toHaveTextContent('Saved'));
    expect(db.results.get(rows[2]!._id)).toMatchObject({
      value: '7.4',
      statusId: stages.validation,
    });
  });

  it('refuses a value longer than a result holds, keeps it, and sends nothing', async () => {
    const { user } = renderWithProviders(<Worksheet />);
    await user.click(inputOf(0)!);
    await user.keyboard(`${'9'.repeat(41)}{Enter}`);
    const input = inputOf(0)!;
    expect(input).toHaveValue('9'.repeat(41));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This is too long.');
    expect(db.results.get(rows[0]!._id)?.value).not.toBe('9'.repeat(41));
  });

  it('keeps a validated result read-only until it is un-validated', async () => {
    const validated = { ...rows[0]!, value: '4.2', validatedAt: '2026-11-20T10:00:00.000Z' };
    function Locked() {
      const saves = useCellSaves(stages);
      return <WorksheetGrid label="Worksheet" rows={[validated]} exams={exams} saves={saves} />;
    }
    const { user } = renderWithProviders(<Locked />);
    const input = inputOf(0)!;
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    await user.keyboard('9{Enter}');
    expect(input).toHaveValue('4.2');
  });
});

describe('a scanned sample on the worksheet', () => {
  it("jumps to its row's value cell, far out of view too, and says it took it", async () => {
    renderWithProviders(<Worksheet />);
    const target = rows[150]!;
    const offered = new CustomEvent<ScanEventDetail>(SCAN_EVENT, {
      detail: { ids: ['not-here', String(target._id)] },
      cancelable: true,
    });
    act(() => void window.dispatchEvent(offered));
    expect(offered.defaultPrevented).toBe(true);
    await waitFor(() => expect(inputOf(150)).toHaveFocus());
  });

  it('leaves a sample it does not list to the app', () => {
    renderWithProviders(<Worksheet />);
    const offered = new CustomEvent<ScanEventDetail>(SCAN_EVENT, {
      detail: { ids: ['res-none'] },
      cancelable: true,
    });
    act(() => void window.dispatchEvent(offered));
    expect(offered.defaultPrevented).toBe(false);
  });
});

describe('the worksheet on a tablet or phone', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...realMatchMedia(query), matches: query === STACKED }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('stacks each row (taller rows, fewer in view) and keeps its cells, order and keys', async () => {
    const { user } = renderWithProviders(<Worksheet />);
    expect(grid()).toHaveAttribute('data-stacked');
    expect(grid().style.getPropertyValue('--worksheet-row')).toBe(`${STACKED_ROW_HEIGHT}px`);
    // 600 px of rows (jsdom's guess) hold about 5 of 112 px, not 14 of 44: fewer are rendered.
    expect(within(grid()).getAllByRole('row').length - 1).toBeLessThan(16);
    const first = within(grid()).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((c) => c.getAttribute('aria-colindex')),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // The header stays for screen readers.
    expect(within(grid()).getAllByRole('columnheader')).toHaveLength(8);

    await user.tab();
    expect(inputOf(0)).toHaveFocus();
    await user.keyboard('4.2{Enter}');
    expect(inputOf(1)).toHaveFocus();
  });

  it("jumps to a scanned sample's value cell", async () => {
    renderWithProviders(<Worksheet />);
    const offered = new CustomEvent<ScanEventDetail>(SCAN_EVENT, {
      detail: { ids: [String(rows[120]!._id)] },
      cancelable: true,
    });
    act(() => void window.dispatchEvent(offered));
    await waitFor(() => expect(inputOf(120)).toHaveFocus());
  });
});
