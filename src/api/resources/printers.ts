import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'printers',
  api: 'api/printer',
  list: {
    route: '/printers',
    id: 'printers',
    nav: { group: 'queue-devices', order: 20, icon: 'printer', label: 'nav.printers' },
  },
} as const satisfies AreaFacts;

export const PRINTER_STATUSES = ['online', 'offline', 'busy', 'paper-out', 'error'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];

/** A label, receipt or report printer and where it stands. */
export const printerFields = {
  name: rules.text(80),
  location: rules.optionalText(120),
  model: rules.optionalText(80),
  kind: z.optional(rules.choice(['label', 'receipt', 'report'] as const)),
  status: rules.choice(PRINTER_STATUSES),
};

/** Printers are listed and have their status changed; nothing else (SPEC §7). */
export const printers = defineResource({
  name: 'printers',
  idField: '_id',
  fields: printerFields,
  path: 'api/printer',
  operations: [],
});
export type Printer = z.output<typeof printers.schema>;

export const printerStatusSchema = z.object({ status: rules.choice(PRINTER_STATUSES) });

/**
 * PUT /api/printer/{id}/update-status with `{ status }`. The bearer token goes in the header, as
 * on every call (the original app put the header object in the body by mistake; this one does not).
 */
export const updatePrinterStatus = (id: string, status: PrinterStatus) =>
  withCatalogue('printers', 'status', () =>
    printers.readSaved(
      http.put(`${idPath('api/printer', id)}/update-status`, {
        // In the backend's words where config.json maps them (`values.printers.status`).
        json: printers.toBackend({ status }),
      }),
    ),
  );

export const useUpdatePrinterStatus = () =>
  useOptimisticMutation({
    name: printers.name,
    cache: printers.cache,
    mutationFn: ({ id, status }: { id: string; status: PrinterStatus }) =>
      updatePrinterStatus(id, status),
    optimistic: (client, { id, status }) =>
      printers.cache.replace(client, id, (old) => ({ ...old, status })),
    settle: (client, saved, { id }) => {
      if (saved) printers.cache.replace(client, id, saved);
    },
  });

export const { useList: usePrinterList, useAll: useAllPrinters } = printers.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default printers;
