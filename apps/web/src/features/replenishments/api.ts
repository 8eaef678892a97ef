import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposedLot, Replenishment, ReplenishmentPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stockreplenishments?limit&skip&search&sort → {requests, total}; scoped to the caller. */
export function useReplenishments(queryString: QueryString) {
  return useQuery<ReplenishmentPage>({
    queryKey: queryKeys.replenishments.list(queryString),
    queryFn: ({ signal }) => api.get('/stockreplenishments', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stockreplenishment/{id}: the task with its proposed lots and comments. */
export function useReplenishment(id: string | undefined) {
  return useQuery<Replenishment>({
    queryKey: queryKeys.replenishments.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stockreplenishment/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/**
 * What a step changes besides the task: the stock it restocks (its units at the end), the member's
 * reserve, the invoice a proposal writes, the dashboard's totals.
 */
const STEP_CHANGES = [queryKeys.replenishments.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.invoices.all, queryKeys.dashboard];

function useStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: Replenishment }>, changes = STEP_CHANGES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // The answer is the task as it now stands: shown at once; what else changed refreshes behind it.
      queryClient.setQueryData(queryKeys.replenishments.one(result.data._id), result.data);
      void invalidate(queryClient, ...changes);
    },
  });
}

/** POST /api/supplier/stockreplenish/{id}/replenish {stocks}: propose (or revise) the lots. */
export const useReplenish = () =>
  useStep(({ id, stocks }: { id: string; stocks: ProposedLot[] }) =>
    api.post('/stockreplenish/{id}/replenish', { params: { path: { id } }, body: { stocks } }),
  );

/** PATCH /api/member/stockreplenish/{id}/status {status, version}: the member's decision on the lots it was shown. */
export const useDecideReplenishment = () =>
  useStep(({ id, status, version, reason }: { id: string; status: 'APPROVED' | 'DENIED'; version: number; reason?: string }) =>
    api.patch('/stockreplenish/{id}/status', { params: { path: { id } }, body: { status, version, reason } }),
  );

/** POST /api/supplier/stockreplenish/{id}/paid: COMPLETED, the lots enter the stock. */
export const useMarkReplenishmentPaid = () => useStep((id: string) => api.post('/stockreplenish/{id}/paid', { params: { path: { id } } }));

/** POST /api/{type}/stockreplenish/{id}/comment {comment}. */
export const useAddReplenishmentComment = () =>
  useStep(
    ({ id, comment }: { id: string; comment: string }) => api.post('/stockreplenish/{id}/comment', { params: { path: { id } }, body: { comment } }),
    [queryKeys.replenishments.all], // the lists show the comment count
  );
