import { QueryClient, QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryDefaults } from './queryClient.ts';
import { usePrefetchNow } from './usePrefetchNow.ts';

const setup = () => {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};

describe('usePrefetchNow', () => {
  it('asks once as the component renders, before it commits, and not again on later renders', async () => {
    const { client, wrapper } = setup();
    const queryFn = vi.fn(() => Promise.resolve(['row']));
    let askedDuringRender = false;
    const { rerender } = renderHook(
      () => {
        usePrefetchNow({ queryKey: ['rows'], queryFn });
        askedDuringRender ||= queryFn.mock.calls.length > 0;
        return useQuery({ queryKey: ['rows'], queryFn });
      },
      { wrapper },
    );
    expect(askedDuringRender).toBe(true);
    await waitFor(() => expect(client.getQueryData(['rows'])).toEqual(['row']));
    rerender();
    rerender();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a query that is not enabled or skipped, or whose data are there', () => {
    const { client, wrapper } = setup();
    client.setQueryData(['cached'], 'kept');
    const queryFn = vi.fn(() => Promise.resolve('asked'));
    renderHook(
      () => {
        usePrefetchNow({ queryKey: ['off'], queryFn, enabled: false });
        usePrefetchNow({ queryKey: ['skipped'], queryFn: skipToken });
        usePrefetchNow({ queryKey: ['cached'], queryFn });
      },
      { wrapper },
    );
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(['off'])).toBeUndefined();
    expect(client.getQueryState(['skipped'])).toBeUndefined();
    expect(client.getQueryData(['cached'])).toBe('kept');
  });
});
