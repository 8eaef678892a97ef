import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/dashboard: totals and orders per month. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api.get('/dashboard', { signal }).then((r) => r.data),
  });
}

/**
 * GET /api/healthpro/worklist: what waits for the administrator's decision. Read afresh whenever
 * the dashboard is shown (a decision made elsewhere, by anyone, must not linger here).
 */
export function useWorklist(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.worklist,
    queryFn: ({ signal }) => api.get('/worklist', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
