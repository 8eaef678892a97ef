import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import type { Adjustment, Count, CountSaveBody } from './types';

interface Envelope<T> {
  message: string;
  data: T;
}
type Init = { params?: { path?: Record<string, string>; query?: QueryString }; body?: unknown; signal?: AbortSignal };
// Until the API's routes are in the generated client, the calls go untyped through the one client.
const loose = api as unknown as Record<'get' | 'post' | 'patch', <T>(path: string, init?: Init) => Promise<Envelope<T>>>;

/** GET /api/{type}/counts?limit&skip&search&sort → {counts, total}: the counts at the caller's locations (all for the administrator). */
export function useCounts(queryString: QueryString) {
  return useQuery<{ counts: Count[]; total: number }>({
    queryKey: queryKeys.counts.list(queryString),
    queryFn: ({ signal }) => loose.get<{ counts: Count[]; total: number }>('/counts', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/count/{id}. */
export function useCount(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.counts.one(id ?? ''),
    queryFn: ({ signal }) => loose.get<Count>('/count/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** POST /api/{type}/counts {locationId, blind}: every lot at the location, to be counted. */
export function useOpenCount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    mutationFn: (body: { locationId: string; blind: boolean }) => loose.post<Count>('/counts', { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.counts.one(result.data._id), result.data);
      void invalidate(queryClient, queryKeys.counts.all);
    },
  });
}

/** PATCH /api/{type}/count/{id}: the lines counted so far and the lots found; nothing moves yet. */
export function useSaveCount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string; body: CountSaveBody }) => loose.patch<Count>('/count/{id}', { params: { path: { id } }, body }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.counts.one(result.data._id), result.data);
      void invalidate(queryClient, queryKeys.counts.all);
    },
  });
}

/** Units moved (or a count waits for approval): the stocks, their figures and the adjustments change. */
const afterUnitsMoved = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidate(queryClient, queryKeys.counts.all, queryKeys.adjustments.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.redistribution.all, queryKeys.dashboard);

/** POST /api/{type}/count/{id}/submit, or the administrator's /approve and /deny. */
export function useCountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    // The version shown goes with the decision: a count changed since is refused, not decided blind.
    mutationFn: ({ id, action, version }: { id: string; action: 'submit' | 'approve' | 'deny'; version?: number }) =>
      loose.post<Count>(`/count/{id}/${action}`, { params: { path: { id } }, body: { version } }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.counts.one(result.data._id), result.data);
      void afterUnitsMoved(queryClient);
    },
  });
}

/** GET /api/{type}/adjustments?limit&skip&search&sort → {adjustments, total}. */
export function useAdjustments(queryString: QueryString) {
  return useQuery<{ adjustments: Adjustment[]; total: number }>({
    queryKey: queryKeys.adjustments.list(queryString),
    queryFn: ({ signal }) =>
      loose.get<{ adjustments: Adjustment[]; total: number }>('/adjustments', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
