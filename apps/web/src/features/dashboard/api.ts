import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@rds/contract';
import { api } from '../../lib/api';

/** GET /api/{type}/dashboard: totals and orders per month. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }).then((r) => r.data),
  });
}
