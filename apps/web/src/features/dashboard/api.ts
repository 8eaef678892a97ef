import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/dashboard: totals and orders per month. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api.get('/dashboard', { signal }).then((r) => r.data),
  });
}

/**
 * GET /api/{usertype}/worklist: what waits for the reader (the administrator's decisions, every
 * portal's overdue recalls). Read afresh whenever
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

const RECALLS_IN_FORCE = '?limit=20&sort=respondBy' as const;

/**
 * GET /api/{supplier|distributor|healthpro}/recalls, soonest respond-by first: the dashboard keeps
 * those in force. Read afresh whenever the dashboard is shown: a recall must not be missed.
 */
export function useRecallsInForce(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.recalls.list(RECALLS_IN_FORCE),
    queryFn: ({ signal }) => api.get('/recalls', { params: { query: RECALLS_IN_FORCE }, signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /api/member/recalltasks/open: the member's recall tasks not yet done, how many and the newest few. */
export function useOpenRecallTasks(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.recalls.openTasks,
    queryFn: ({ signal }) => api.get('/recalltasks/open', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** POST /api/member/recalltask/{id}/acknowledge: the member has seen the recall. */
export function useAcknowledgeRecallTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.post('/recalltask/{id}/acknowledge', { params: { path: { id: taskId } } }),
    onSuccess: () => invalidate(queryClient, queryKeys.recalls.all, queryKeys.dashboard),
  });
}
