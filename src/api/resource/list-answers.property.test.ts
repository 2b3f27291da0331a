import fc from 'fast-check';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { ApiError } from '../errors';
import { clinicAppointments } from '../resources/clinic-appointments';
import { customers } from '../resources/customers';
import { doctors } from '../resources/doctors';
import { insurance } from '../resources/insurance';
import { payments } from '../resources/payments';

/**
 * Hostile input from the server: whatever a list call answers with a 200, the screen gets a page
 * whose every item carries its id, or one ApiError with a message to show; never an exception of
 * another kind, never a page holding something that is not a record.
 */
const AREAS = [
  ['customers ({ data, count })', customers, '_id'],
  ['payments ({ list, totalCount })', payments, '_id'],
  ['doctors (array)', doctors, '_id'],
  ['insurance (array only)', insurance, '_id'],
  ['clinic appointments (array or { data, totalCount })', clinicAppointments, 'id'],
] as const;

/** Records near the contract: ids of every kind, fields of any type. */
const record = fc.dictionary(
  fc.constantFrom('_id', 'id', 'firstName', 'amount', 'documents', 'createdAt', 'x'),
  fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue()),
);
const items = fc.array(fc.oneof(record, fc.jsonValue()), { maxLength: 6 });
const count = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string(), fc.constant(null));
const answer = fc.oneof(
  fc.jsonValue(),
  items,
  fc.record({ data: items, count }, { requiredKeys: [] }),
  fc.record({ list: items, totalCount: count }, { requiredKeys: [] }),
  fc.record({ data: items, totalCount: count }, { requiredKeys: [] }),
);

beforeEach(() => storeSession());

describe.each(AREAS)('a list answer of %s', (_, resource, idField) => {
  it('is a page of identified records or a clear ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(answer, fc.integer({ min: 1, max: 5 }), async (body, page) => {
        server.use(mock.get('*/api/*', () => HttpResponse.json(body)));
        try {
          const result = await resource.api.list({ page, pageSize: 5 });
          expect(Array.isArray(result.items)).toBe(true);
          for (const item of result.items) {
            const id = (item as Record<string, unknown>)[idField];
            expect(['string', 'number']).toContain(typeof id);
          }
          if (result.total !== undefined) expect(Number.isFinite(result.total)).toBe(true);
          expect(typeof result.hasNextPage).toBe('boolean');
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).message).toMatch(/\S/);
        } finally {
          server.resetHandlers();
        }
      }),
      { numRuns: 60 },
    );
  });
});

it('an array-only area names the contract breach in the catalogue text', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.object(), fc.string(), fc.integer(), fc.constant(null)),
      async (body) => {
        server.use(mock.get('*/api/insurance', () => HttpResponse.json(body)));
        try {
          await expect(insurance.api.list({ page: 1, pageSize: 5 })).rejects.toThrow(
            'Expected an array but received a non-array response.',
          );
        } finally {
          server.resetHandlers();
        }
      },
    ),
    { numRuns: 40 },
  );
});
