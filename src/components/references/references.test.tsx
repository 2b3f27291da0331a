import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { doctors } from '@/api/resources/doctors';
import { queryClient } from '@/app/query-client';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import {
  useCurrencyOptions,
  useDoctorOptions,
  usePatientLabels,
  useReferenceNames,
} from './references';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('currency options', () => {
  it('are the currencies by ISO code, named, narrowed by what is typed', async () => {
    storeSession();
    const { result } = renderHook(() => useCurrencyOptions('eur'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toEqual([{ value: 'EUR', label: 'EUR · Euro' }]);
  });
});

describe('patient labels', () => {
  it('name chosen patients by id', async () => {
    storeSession();
    const { result } = renderHook(() => usePatientLabels(['cus-00001']), { wrapper });
    await waitFor(() => expect(result.current).toHaveLength(1));
    expect(result.current[0]).toMatchObject({
      value: 'cus-00001',
      label: expect.stringMatching(/\w/),
    });
  });
});

describe('doctor options', () => {
  it("a form's picker offers a doctor added since the list was read; a list's filter keeps it", async () => {
    storeSession();
    const list = renderHook(() => useReferenceNames('doctors'), { wrapper });
    await waitFor(() => expect(list.result.current.size).toBeGreaterThan(0));
    // Added by someone else (another user, another tab): this page's cache knows nothing of it.
    const made = await doctors.api.create({
      firstName: 'Nour',
      lastName: 'Latecomer',
      specialty: 'Cardiology',
      phone: '0712345678',
    });
    const reads = recordRequests();
    const isRead = (r: Request) => r.method === 'GET' && new URL(r.url).pathname === '/api/doctors';

    // A list's filter is offered what the list read (kept five minutes): no call.
    const filter = renderHook(() => useDoctorOptions('latecomer'), { wrapper });
    expect(filter.result.current.options).toEqual([]);
    expect(reads.filter(isRead)).toEqual([]);

    // A form's picker reads the doctors again as it appears, and offers the new one.
    const picker = renderHook(() => useDoctorOptions('latecomer', { fresh: true }), { wrapper });
    await waitFor(() =>
      expect(picker.result.current.options).toEqual([
        { value: doctors.idOf(made!), label: expect.stringContaining('Latecomer') },
      ]),
    );
    expect(reads.filter(isRead).length).toBeGreaterThan(0);
  });
});
