import { useEffect, useRef, useState } from 'react';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  /** The failure's message, ready to show. */
  error?: string;
}

export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

const clamp = (fraction: number) =>
  Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

let nextId = 1;

/**
 * Files upload one after another, in the order they were given. A failed file stays in the list
 * with its message, and `retry` puts it back in line: nothing is lost.
 */
export function useUploadQueue(upload: UploadFn) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const line = useRef<UploadItem[]>([]);
  const running = useRef(false);
  const latestUpload = useRef(upload);
  useEffect(() => {
    latestUpload.current = upload;
  });

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function run() {
    if (running.current) return;
    running.current = true;
    try {
      for (let item = line.current.shift(); item; item = line.current.shift()) {
        const { id, file } = item;
        patch(id, { status: 'uploading', progress: 0, error: undefined });
        try {
          await latestUpload.current(file, (fraction) => patch(id, { progress: clamp(fraction) }));
          patch(id, { status: 'done', progress: 1 });
        } catch (error) {
          patch(id, { status: 'failed', error: messageOf(error) });
        }
      }
    } finally {
      running.current = false;
    }
  }

  const add = (files: readonly File[]) => {
    const added = files.map((file) => ({
      id: nextId++,
      file,
      status: 'waiting' as const,
      progress: 0,
    }));
    if (!added.length) return;
    setItems((all) => [...all, ...added]);
    line.current.push(...added);
    void run();
  };

  const retry = (id: number) => {
    const item = items.find((i) => i.id === id);
    if (!item || item.status !== 'failed') return;
    patch(id, { status: 'waiting', progress: 0, error: undefined });
    line.current.push(item);
    void run();
  };

  const dismiss = (id: number) =>
    setItems((all) =>
      all.filter(
        (item) => item.id !== id || item.status === 'uploading' || item.status === 'waiting',
      ),
    );

  return { items, add, retry, dismiss };
}
