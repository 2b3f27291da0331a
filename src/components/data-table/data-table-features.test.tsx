import { logRenders } from '@/test/render-log';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FetchAllProgress } from '@/api/define-resource';
import { customers, type Customer } from '@/api/resources/customers';
import { firstRows } from './first-rows';
import type { DataColumn } from './types';
import { patientColumns, renderPatients } from './testing';

const dataRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const ready = () => screen.findByText(/^Page \d+ of \d+ · rows/);

describe('column choices', () => {
  it('remembers shown columns and density for the table, across visits', async () => {
    const { user, unmount } = renderPatients();
    await ready();
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Shown columns' });
    // The row's name cannot be hidden, so it is not offered.
    expect(within(menu).queryByRole('checkbox', { name: 'Last name' })).toBeNull();
    expect(within(menu).getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    await user.click(within(menu).getByRole('checkbox', { name: 'First name' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Phone' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Compact rows' }));

    const check = () => {
      expect(screen.queryByRole('columnheader', { name: 'First name' })).toBeNull();
      expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    };
    check();
    unmount();
    renderPatients();
    await ready();
    check();
  });

  it('starts from the defaults when what is stored is unreadable', async () => {
    localStorage.setItem('clinic-admin.table.patients', '{"columns": nope');
    renderPatients();
    await ready();
    expect(screen.getByRole('columnheader', { name: 'First name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
  });
});

describe('selection', () => {
  it('deletes the selected rows through the callback, and starts afresh on another page', async () => {
    const onDeleteSelected = vi.fn<(rows: Customer[]) => void>();
    const { user } = renderPatients('/', { onDeleteSelected });
    await ready();
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();

    const boxes = dataRows().map((row) => within(row).getByRole('checkbox'));
    const names = boxes.slice(0, 2).map((box) => box.getAttribute('aria-label')!.slice(7));
    expect(boxes[0]).toHaveAccessibleName(/^Select \S+ \S+/);
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toBePartiallyChecked();

    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const deleted = onDeleteSelected.mock.calls[0]![0];
    expect(deleted.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(names);

    await user.click(all);
    expect(screen.getByRole('button', { name: 'Delete selected (25)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Page 2 of 80/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });
});

describe('CSV export', () => {
  /** jsdom has no object URLs: capture the file instead of downloading it. */
  function captureDownloads() {
    const files: Blob[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // Left in place after the test: the link's URL is revoked a moment after the click.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:export'),
      revokeObjectURL: () => {},
    });
    onTestFinished(() => click.mockRestore());
    return files;
  }

  it('exports every row matching the filters, not just this page', async () => {
    const files = captureDownloads();
    const { user } = renderPatients('/?sex=female&size=10', {
      fetchAll: (filters, options) => customers.api.all(filters, options),
    });
    const summary = await screen.findByText(/^Page 1 of \d+ · rows 1–10 of [\d,]+$/);
    const total = Number(summary.textContent!.match(/of ([\d,]+)$/)![1]!.replace(',', ''));
    // More than fetch-all's pages of 50: the export reads several pages.
    expect(total).toBeGreaterThan(100);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(/^Exported [\d,]+ rows to patients-\d{4}-\d\d-\d\d\.csv\.$/),
    ).toBeInTheDocument();
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    // The UTF-8 byte-order mark Excel needs to read accents and Arabic.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Last name,First name,Full name,Date of birth');
    expect(lines[1]).toMatch(/^([^,"]+),([^,"]+),"\1, \2",\d{4}-\d\d-\d\d$/);
    expect(lines).toHaveLength(total + 2);
  });

  it('shows its progress and can be cancelled', async () => {
    let signal: AbortSignal | undefined;
    const fetchAll = (
      _filters: Record<string, string>,
      options: { signal: AbortSignal; onProgress: (p: FetchAllProgress) => void },
    ) => {
      signal = options.signal;
      options.onProgress({ loaded: 1250, total: 2000 });
      return new Promise<Customer[]>((_, reject) =>
        options.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    };
    const { user } = renderPatients('/', { fetchAll });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1,250 of 2,000 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
      'aria-valuenow',
      '62.5',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
  });

  it('says why an export failed', async () => {
    const { user } = renderPatients('/', {
      fetchAll: () => Promise.reject(new Error('Failed to fetch all customers')),
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export failed: Failed to fetch all customers',
    );
  });
});

describe('sorting', () => {
  it('sorts within the shown page where the server cannot sort, and says so', async () => {
    const { user, router } = renderPatients('/?page=2');
    await screen.findByText(/^Page 2 of 80/);
    const header = screen.getByRole('columnheader', { name: 'Last name' });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button', { name: 'Last name' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Sorting applies within this page only.')).toBeInTheDocument();
    const names = firstCells();
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, 'en')));
    // Still page 2: the sort is in the URL, the page did not change.
    expect(router.state.location.search).toEqual({ page: 2, sort: 'lastName', dir: 'asc' });
    expect(screen.getByText(/^Page 2 of 80/)).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Last name' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual([...names].reverse());
  });

  it('leaves the order to the server where it sorts', async () => {
    const { user, router } = renderPatients('/?page=2', { serverSort: true });
    await screen.findByText(/^Page 2 of 80/);
    const header = screen.getByRole('columnheader', { name: 'Last name' });
    await user.click(within(header).getByRole('button', { name: 'Last name' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'lastName', dir: 'asc' }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.queryByText('Sorting applies within this page only.')).toBeNull();
  });
});

describe('large pages', () => {
  it('renders only the rows near the viewport of a page of 100', async () => {
    renderPatients('/?size=100');
    expect(await screen.findByText('Page 1 of 20 · rows 1–100 of 2,000')).toBeInTheDocument();
    // The virtualizer loads on demand; meanwhile the page renders whole.
    await waitFor(() => expect(dataRows().length).toBeLessThan(100));
    expect(dataRows().length).toBeGreaterThan(5);
    expect(screen.getByRole('table', { name: 'Patients' })).toHaveAttribute('aria-rowcount', '101');
  });

  it('brings a row that is not rendered into view before focusing it', async () => {
    // jsdom lays nothing out and has no scrollTo: give the scroll container a height to
    // scroll through and scroll it the way a browser does.
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(5000);
    Object.assign(HTMLElement.prototype, {
      scrollTo(this: HTMLElement, options: ScrollToOptions) {
        this.scrollTop = options.top ?? this.scrollTop;
        this.dispatchEvent(new Event('scroll'));
      },
    });
    onTestFinished(() => {
      scrollHeight.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });
    const { user } = renderPatients('/?size=100');
    await screen.findByText(/^Page 1 of 20/);
    await waitFor(() => expect(dataRows().length).toBeLessThan(100));
    dataRows()[0]!.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '101'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
  });
});

describe('keyboard', () => {
  it('moves between rows with the arrows and opens one with Enter', async () => {
    const onOpenRow = vi.fn<(row: Customer) => void>();
    const { user } = renderPatients('/', {
      onOpenRow,
      rowActions: (row) => <button type="button">Edit {row.lastName}</button>,
    });
    await ready();
    const rows = dataRows();
    rows[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledTimes(1);
    expect(rows[2]).toHaveTextContent(onOpenRow.mock.calls[0]![0].lastName!);

    // The row's own buttons come next in the Tab order, and keep their keys.
    await user.tab();
    expect(within(rows[2]!).getByRole('button', { name: /^Edit / })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledTimes(1);
  });
});

describe('a change of page', () => {
  it('renders the new rows and the pager, not the filters, the headers or the rows on screen', async () => {
    const { user } = renderPatients();
    await screen.findByText(/^Page 1 of 80/);
    const table = screen.getByRole('table', { name: 'Patients' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));

    const renders = logRenders();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 of 80/);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    const rendered = renders.stop();

    // Each of the 25 new rows once, the first screenful first; nothing of the table's frame.
    expect(rendered.filter((name) => name === 'DataRowView')).toHaveLength(25);
    expect(rendered).toContain('Pager');
    expect(rendered).not.toContain('FilterBar');
    expect(rendered).not.toContain('TableHeadView');
  });
});

describe('a first page whose cells wait for a reference list', () => {
  /**
   * The patients list with its second column reading a list that comes late (as the results'
   * tests and statuses can, after the page's rows) until `release`, and `changes` to its other
   * columns. Resolves once the page's answer is there (the pager says so).
   */
  async function withHeldList(changes: Record<number, Partial<DataColumn<Customer>>> = {}) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const awaits = {
      queryKey: ['held list'],
      queryFn: async () => {
        await held;
        return ['ready'];
      },
    };
    const columns = patientColumns.map((column, i) => ({ ...column, ...changes[i] }));
    columns[1] = { ...columns[1]!, meta: { awaits } };
    renderPatients('/', { columns });
    await screen.findByText(/^Page 1 of 80/);
    return { table: screen.getByRole('table', { name: 'Patients' }), release };
  }

  it('paints its first screenful first once the list has come, not every row at once', async () => {
    // The table waits for the list, then stages the rows as for any new page.
    const { table, release } = await withHeldList();
    // The list's answer is there; the rows wait for the held list.
    expect(table.querySelectorAll('tbody tr[aria-rowindex]')).toHaveLength(0);

    // Every change of the table's rows, as committed.
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const n = table.querySelectorAll('tbody tr[aria-rowindex]').length;
      if (counts.at(-1) !== n) counts.push(n);
    });
    observer.observe(table, { subtree: true, childList: true });
    onTestFinished(() => observer.disconnect());
    release();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(counts).toEqual([firstRows(), 25]);
  });

  it('asks what its cells read besides their rows (names) only once its rows are shown', async () => {
    // Asked as the page came, the names went ahead of the list the rows wait for.
    const prepare = vi.fn();
    const { table, release } = await withHeldList({ 3: { meta: { prepare } } });
    expect(prepare).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]![0]).toHaveLength(25);
    expect(table.querySelectorAll('tbody tr[aria-rowindex]')).toHaveLength(25);
  });
});

describe('the first screenful', () => {
  /** The rows rendered at each change of a patients list in a phone's window (823 px high). */
  async function rowCountsOnAPhone() {
    const height = window.innerHeight;
    window.innerHeight = 823;
    window.dispatchEvent(new Event('resize'));
    onTestFinished(() => {
      window.innerHeight = height;
      window.dispatchEvent(new Event('resize'));
    });
    const { container } = renderPatients();
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const n = container.querySelectorAll('tbody tr[aria-rowindex]').length;
      if (counts.at(-1) !== n) counts.push(n);
    });
    observer.observe(container, { subtree: true, childList: true });
    onTestFinished(() => observer.disconnect());
    await screen.findByText(/^Page 1 of 80/);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Patients' })).toHaveAttribute('aria-busy', 'false'),
    );
    return counts.filter((n) => n > 0);
  }

  it('is the rows the window shows below where the table starts (a phone: below the filters)', async () => {
    // The table's box starting 430 px down: nine rows of 45 px show.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 430,
    } as DOMRect);

    expect(await rowCountsOnAPhone()).toEqual([10, 25]);
  });

  it("is read from the frame's own layout (an IntersectionObserver), not by forcing one", async () => {
    // A layout forced as the frame mounts would read 999 px: two rows.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 999,
    } as DOMRect);
    // The observer is told the box starts 600 px down: five rows of 45 px show.
    class Observer {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { target, boundingClientRect: { top: 600 } } as IntersectionObserverEntry;
        this.report([entry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });

    expect(await rowCountsOnAPhone()).toEqual([6, 25]);
  });
});
