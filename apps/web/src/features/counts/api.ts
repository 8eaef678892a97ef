import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import type { AdjustmentPage, Count, CountPage } from '@rds/contract';
import type { CountSaveBody } from './types';

/** GET /api/{type}/counts?limit&skip&search&sort → {counts, total}: the counts at the caller's locations (all for the administrator). */
export function useCounts(queryString: QueryString) {
  return useQuery<CountPage>({
    queryKey: queryKeys.counts.list(queryString),
    queryFn: ({ signal }) => api.get('/counts', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Which of a count's lines to read: a page, and those whose lot or product holds `search`. */
export interface CountLinesParams {
  limit: number;
  skip: number;
  search: string;
}

/** GET /api/{type}/count/{id}?limit&skip&search: the count, its figures and a page of its lines (the page shown stays while the next loads). */
export function useCount(id: string | undefined, lines: CountLinesParams) {
  return useQuery<Count>({
    queryKey: [...queryKeys.counts.one(id ?? ''), lines] as const,
    queryFn: ({ signal }) =>
      api
        .get('/count/{id}', { params: { path: { id: id ?? '' }, query: { limit: lines.limit, skip: lines.skip, search: lines.search || undefined } }, signal })
        .then((r) => r.data),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/{type}/counts {locationId, blind}: every lot at the location, to be counted. */
export function useOpenCount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    mutationFn: (body: { locationId: string; blind: boolean }) => api.post('/counts', { body }),
    onSuccess: () => invalidate(queryClient, queryKeys.counts.all),
  });
}

/** PATCH /api/{type}/count/{id}: the lines counted so far and the lots found; nothing moves yet. */
export function useSaveCount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string; body: CountSaveBody }) => api.patch('/count/{id}', { params: { path: { id } }, body }),
    // The answer holds the first page of lines: the page shown is read again instead.
    onSuccess: () => invalidate(queryClient, queryKeys.counts.all),
  });
}

/** Units moved (or a count waits for approval): the stocks, their figures and the adjustments change. */
const afterUnitsMoved = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidate(
    queryClient,
    queryKeys.counts.all,
    queryKeys.adjustments.all,
    queryKeys.stocks.all,
    queryKeys.reserve.all,
    queryKeys.redistribution.all,
    queryKeys.dashboard,
  );

const COUNT_ACTIONS = { submit: '/count/{id}/submit', approve: '/count/{id}/approve', deny: '/count/{id}/deny' } as const;

/** POST /api/{type}/count/{id}/submit, or the administrator's /approve and /deny. */
export function useCountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's message beside what it refused (not only a toast).
    meta: { silent: true },
    // The version shown goes with the decision: a count changed since is refused, not decided blind.
    mutationFn: ({ id, action, version }: { id: string; action: keyof typeof COUNT_ACTIONS; version?: number }) =>
      api.post(COUNT_ACTIONS[action], { params: { path: { id } }, body: { version } }),
    onSuccess: () => afterUnitsMoved(queryClient),
  });
}

/** POST /api/{type}/count/{id}/cancel {note, version}: an abandoned open count is cancelled; nothing moves. */
export function useCancelCount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the server's refusal in its words.
    meta: { silent: true },
    mutationFn: ({ id, version, note }: { id: string; version: number; note?: string }) =>
      api.post('/count/{id}/cancel', { params: { path: { id } }, body: { version, ...(note ? { note } : {}) } }),
    onSuccess: () => invalidate(queryClient, queryKeys.counts.all, queryKeys.dashboard),
  });
}

/** GET /api/{type}/adjustments?limit&skip&search&sort → {adjustments, total}. */
export function useAdjustments(queryString: QueryString) {
  return useQuery<AdjustmentPage>({
    queryKey: queryKeys.adjustments.list(queryString),
    queryFn: ({ signal }) => api.get('/adjustments', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
