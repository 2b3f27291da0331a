import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchAllProgress } from '@/api/define-resource';
import type { DataColumn, DataTableProps } from './types';

export type ExportStatus =
  | { phase: 'idle' }
  | { phase: 'running'; progress: FetchAllProgress | null }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

interface CsvExportOptions<T> {
  columns: readonly DataColumn<T>[];
  fetchAll: NonNullable<DataTableProps<T>['fetchAll']>;
  filters: Record<string, string>;
  name: string;
}

/** Everything matching the filters, fetched with progress, cancellable, saved as a CSV file. */
export function useCsvExport<T>({ columns, fetchAll, filters, name }: CsvExportOptions<T>) {
  const [status, setStatus] = useState<ExportStatus>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops the download of pages nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ phase: 'running', progress: null });
    // The writer loads with the first export, while the rows are read: a list screen's first
    // load carries none of it.
    const csv = import('./csv');
    try {
      const rows = await fetchAll(filters, {
        signal: abort.signal,
        onProgress: (progress) => {
          if (!abort.signal.aborted) setStatus({ phase: 'running', progress });
        },
      });
      if (abort.signal.aborted) return;
      const { csvFileName, download, toCsv } = await csv;
      if (abort.signal.aborted) return;
      const fileName = csvFileName(name);
      download(await toCsv(columns, rows, abort.signal), fileName);
      setStatus({ phase: 'done', count: rows.length, fileName });
    } catch (error) {
      if (controller.current !== abort) return;
      setStatus(
        abort.signal.aborted
          ? { phase: 'cancelled' }
          : { phase: 'failed', message: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, [columns, fetchAll, filters, name]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setStatus({ phase: 'cancelled' });
  }, []);

  return { status, start, cancel };
}
