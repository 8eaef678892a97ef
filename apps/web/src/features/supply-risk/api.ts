import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupplyRiskPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/healthpro/supplyrisk?limit&skip&search → {products, total}: each product's supply, most at risk first. */
export function useSupplyRisk(queryString: QueryString) {
  return useQuery<SupplyRiskPage>({
    queryKey: queryKeys.supplyRisk.list(queryString),
    queryFn: ({ signal }) => api.get('/supplyrisk', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
