import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RedistributionPage, Stock } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/{member|healthpro}/redistribution?limit&skip → {suggestions, total, valueSaved}: most value saved first. */
export function useRedistribution(queryString: QueryString) {
  return useQuery<RedistributionPage>({
    queryKey: queryKeys.redistribution.list(queryString),
    queryFn: ({ signal }) => api.get('/redistribution', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/member/stock/{id}: the holder's stock a suggested lot belongs to, with its lots, for the transfer dialog. */
export function useHolderStock(id: string | undefined) {
  return useQuery<Stock>({
    queryKey: queryKeys.stocks.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stock/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}
