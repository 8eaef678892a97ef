import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExpiryRisk } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/expiryrisk?months&limit&skip → {asOf, months, lots, total}: units and value at risk by month, and a page of the lots, scoped to the caller. */
export function useExpiryRisk(queryString: QueryString) {
  return useQuery<ExpiryRisk>({
    queryKey: queryKeys.stocks.expiryRisk(queryString),
    queryFn: ({ signal }) => api.get('/expiryrisk', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
