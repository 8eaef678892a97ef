import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';
import type { RecallCreate, RecallDetail, RecallDispose, RecallEdit, RecallPage } from './types';

/** GET /api/{type}/recalls?limit&skip&search&sort → {recalls, total}: the recalls the caller takes part in (every one for the administrator). */
export function useRecalls(queryString: QueryString) {
  return useQuery<RecallPage>({
    queryKey: queryKeys.recalls.list(queryString),
    queryFn: ({ signal }) => api.get('/recalls', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/recall/{id}: the recall, its trace (the caller's part), tasks, dispositions and completion. */
export function useRecall(id: string | undefined) {
  return useQuery<RecallDetail>({
    queryKey: queryKeys.recalls.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/recall/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
    // Others move it on (a holder disposes, a member acknowledges): read it again on every visit.
    refetchOnMount: 'always',
  });
}

/** A recall in force freezes lots: the stocks, their figures, the adjustments and the dashboard change with it. */
const UNITS_CHANGED = [
  queryKeys.recalls.all,
  queryKeys.stocks.all,
  queryKeys.adjustments.all,
  queryKeys.reserve.all,
  queryKeys.redistribution.all,
  queryKeys.dashboard,
];

function useRecallStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: RecallDetail }>, changes = UNITS_CHANGED) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the server's refusal in its own words, where the action was (not only a toast).
    meta: { silent: true },
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.recalls.one(result.data._id), result.data);
      void invalidate(queryClient, ...changes);
    },
  });
}

/** POST /api/{supplier|healthpro}/recalls: a DRAFT, nothing frozen yet. */
export const useCreateRecall = () => useRecallStep((body: RecallCreate) => api.post('/recalls', { body }), [queryKeys.recalls.all]);

/** PATCH /api/{supplier|healthpro}/recall/{id}: a draft's fields, with the version shown (an edit made meanwhile is refused). */
export const useEditRecall = () =>
  useRecallStep(({ id, body }: { id: string; body: RecallEdit }) => api.patch('/recall/{id}', { params: { path: { id } }, body }), [queryKeys.recalls.all]);

/** POST /api/{type}/recall/{id}/activate: in force; every matching unit frozen, every holder told. Answers the trace summary and the recall. */
export function useActivateRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    // The version shown goes with it: a draft edited meanwhile is refused, not activated blind.
    mutationFn: ({ id, version }: { id: string; version: number }) => api.post('/recall/{id}/activate', { params: { path: { id } }, body: { version } }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.recalls.one(result.data.recall._id), result.data.recall);
      void invalidate(queryClient, ...UNITS_CHANGED);
    },
  });
}

/** POST /api/{type}/recall/{id}/close: only once every located unit is accounted for (else 409 with what remains). */
export const useCloseRecall = () =>
  useRecallStep(({ id, version }: { id: string; version: number }) => api.post('/recall/{id}/close', { params: { path: { id } }, body: { version } }));

/** POST /api/healthpro/recall/{id}/revert {note}: a recall started by mistake; its units unfreeze. */
export const useRevertRecall = () =>
  useRecallStep(({ id, note, version }: { id: string; note: string; version: number }) =>
    api.post('/recall/{id}/revert', { params: { path: { id } }, body: { note, version } }),
  );

/** POST /api/{type}/recall/{id}/dispose {stockUnitId, units, disposition, reference}: units of a lot out, through the ledger. */
export const useDisposeRecall = () =>
  useRecallStep(({ id, body }: { id: string; body: RecallDispose }) => api.post('/recall/{id}/dispose', { params: { path: { id } }, body }));

/** POST /api/member/recalltask/{id}/acknowledge: the member has seen the recall and acts on it; answers the recall. */
export const useAcknowledgeRecall = () =>
  useRecallStep(
    ({ taskId }: { taskId: string }) => api.post('/recalltask/{id}/acknowledge', { params: { path: { id: taskId } } }),
    [queryKeys.recalls.all, queryKeys.dashboard],
  );

/**
 * POST /api/{supplier|healthpro}/recall/{id}/replace {stockId, note?}: a replacement of the member
 * stock's recalled units on hand, all of them held for it; answers the replacement (its page is next).
 */
export function useOfferReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, stockId, note }: { id: string; stockId: string; note?: string }) =>
      api.post('/recall/{id}/replace', { params: { path: { id } }, body: { stockId, ...(note ? { note } : {}) } }),
    onSuccess: () => void invalidate(queryClient, ...UNITS_CHANGED, queryKeys.replacements.all),
  });
}
