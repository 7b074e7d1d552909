import {
  LINEUP_CACHE_MS,
  LINEUP_REFETCH_MS,
  LINEUP_RETRY_DELAY_MS,
  LINEUP_STALE_MS,
  type LineupResponse,
  QUERY_RETRIES,
} from '@lineup/core';
import {
  type QueryClient,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClientMode } from '../app/clientMode.ts';
import { useNavigateApp } from '../app/paths.ts';
import { localePath, useLocale } from '../i18n/locale.tsx';
import { fetchLineup, isFinalError, redirectTarget } from './lineupFetch.ts';

export function lineupQueryKey(festival: string | undefined): readonly string[] {
  return ['lineup', festival ?? ':current'];
}

/**
 * The lineup of a festival (undefined → the main current event), cached with the figures of
 * spec §9: refetch and stale 120 s, kept 10 min, retried every 3 s unless the message starts
 * with 404, 308 or 400. Revalidates with If-None-Match; a 304 keeps the cached answer.
 * A 308 (renamed event) navigates to the new lineup URL.
 */
export function useLineup(festival: string | undefined): UseQueryResult<LineupResponse, Error> {
  const client = useQueryClient();
  const clientMode = useClientMode();
  const key = lineupQueryKey(festival);
  const query = useQuery<LineupResponse, Error>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const data = await fetchLineup(festival, {
        clientMode,
        previous: client.getQueryData<LineupResponse>(key),
        signal,
      });
      // The root page asks for the current event, then opens /event/{id}: seed that key so
      // the now page renders at once instead of fetching the same lineup again.
      if (!festival) seed(client, data);
      return data;
    },
    staleTime: LINEUP_STALE_MS,
    gcTime: LINEUP_CACHE_MS,
    refetchInterval: LINEUP_REFETCH_MS,
    refetchIntervalInBackground: true,
    retry: (failures, error) => !isFinalError(error) && failures < QUERY_RETRIES,
    retryDelay: LINEUP_RETRY_DELAY_MS,
  });
  useRedirectOn308(query.error);
  return query;
}

function seed(client: QueryClient, data: LineupResponse): void {
  const key = lineupQueryKey(data.meta.id);
  const cached = client.getQueryData<LineupResponse>(key);
  if (cached?.hash !== data.hash) client.setQueryData(key, data);
}

function useRedirectOn308(error: Error | null): void {
  const navigate = useNavigateApp();
  const locale = useLocale();
  const target = redirectTarget(error);
  useEffect(() => {
    if (target) navigate(localePath(locale, target), { replace: true });
  }, [target, locale, navigate]);
}
