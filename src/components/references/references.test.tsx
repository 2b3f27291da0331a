import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryClient } from '@/app/query-client';
import { storeSession } from '@/test/session';
import { useCurrencyOptions, usePatientLabels } from './references';

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
