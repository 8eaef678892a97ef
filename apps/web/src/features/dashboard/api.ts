import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@rds/contract';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/dashboard: totals and orders per month. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }).then((r) => r.data),
  });
}
