import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposedLot, Replacement, ReplacementPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stockreplacements?limit&skip&search&sort → {requests, total}; scoped to the caller. */
export function useReplacements(queryString: QueryString) {
  return useQuery<ReplacementPage>({
    queryKey: queryKeys.replacements.list(queryString),
    queryFn: ({ signal }) => api.get('/stockreplacements', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stockreplacement/{id}: the lots out, the lots proposed and the comments. */
export function useReplacement(id: string | undefined) {
  return useQuery<Replacement>({
    queryKey: queryKeys.replacements.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stockreplacement/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
    // The other party moves it on (a notification leads here): read it again on every visit, showing the cached copy meanwhile.
    refetchOnMount: 'always',
  });
}

/**
 * What a step changes besides the replacement: the stock (its lots are held from the request, and
 * swapped on approval), the member's reserve, what redistribution and expiry risk read from the lots.
 */
const STEP_CHANGES = [queryKeys.replacements.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.redistribution.all, queryKeys.dashboard];

function useStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: Replacement }>, changes = STEP_CHANGES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // The answer is the replacement as it now stands: shown at once; what else changed refreshes behind it.
      queryClient.setQueryData(queryKeys.replacements.one(result.data._id), result.data);
      void invalidate(queryClient, ...changes);
    },
  });
}

export interface ReplaceLine {
  stockUnitId: string;
  units: number;
}

/** POST /api/{member|supplier}/stock/{id}/replace {stockUnits, note?}: opens a replacement (PENDING); its units are held. */
export const useRequestReplacement = () =>
  useStep(({ stockId, stockUnits, note }: { stockId: string; stockUnits: ReplaceLine[]; note?: string }) =>
    api.post('/stock/{id}/replace', { params: { path: { id: stockId } }, body: { stockUnits, note } }),
  );

/** POST /api/supplier/stockreplacement/{id}/assign {stocks}: propose (or revise) the fresher lots. */
export const useAssignReplacement = () =>
  useStep(({ id, stocks }: { id: string; stocks: ProposedLot[] }) => api.post('/stockreplacement/{id}/assign', { params: { path: { id } }, body: { stocks } }));

/** PATCH /api/member/stockreplacement/{id}/approve or /deny {version}: the member's decision on the lots it was shown. */
export const useDecideReplacement = () =>
  useStep(({ id, decision, version }: { id: string; decision: 'approve' | 'deny'; version: number }) =>
    api.patch(decision === 'approve' ? '/stockreplacement/{id}/approve' : '/stockreplacement/{id}/deny', { params: { path: { id } }, body: { version } }),
  );

/** POST /api/{type}/stockreplacement/{id}/comment {comment}. */
export const useAddReplacementComment = () =>
  useStep(
    ({ id, comment }: { id: string; comment: string }) => api.post('/stockreplacement/{id}/comment', { params: { path: { id } }, body: { comment } }),
    [queryKeys.replacements.all],
  );
