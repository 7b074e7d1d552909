import { QUERY_GC_MS, QUERY_MAX_BACKOFF_MS, QUERY_RETRIES } from '@lineup/core';
import { QueryClient } from '@tanstack/react-query';

/** Query cache defaults of spec §9: gc 5 min, 3 retries with backoff up to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        retry: QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_MAX_BACKOFF_MS),
        refetchOnWindowFocus: true,
      },
    },
  });
}
