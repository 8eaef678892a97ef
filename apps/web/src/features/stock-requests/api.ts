import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposedLot, Stock, StockRequest, StockRequestKind, StockRequestPage, WithdrawnLot } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stockrequests?limit&skip&search&sort → {requests, total}; scoped to the caller. */
export function useStockRequests(queryString: QueryString) {
  return useQuery<StockRequestPage>({
    queryKey: queryKeys.stockRequests.list(queryString),
    queryFn: ({ signal }) => api.get('/stockrequests', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stockrequest/{id}: the request with its StockRequestUnits and StockRequestComments. */
export function useStockRequest(id: string | undefined) {
  return useQuery<StockRequest>({
    queryKey: queryKeys.stockRequests.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stockrequest/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** What a par-level request asks: the new par level, and the months of shelf life each assigned lot must still have. */
export interface ParLevelFields {
  requestedParLevel: number;
  minimumExpiry: number;
}

/** A par-level request (new or edited) shows on the stock, in the reserve, among the requests and in the dashboard. */
function useRefreshParRequests() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, queryKeys.stockRequests.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.dashboard);
}

/** POST /api/member/stock/increase or /stock/decrease {stockId, requestedParLevel, minimumExpiry}. */
export function useRequestParChange() {
  const refresh = useRefreshParRequests();
  return useMutation({
    mutationFn: ({ kind, stockId, ...fields }: ParLevelFields & { kind: StockRequestKind; stockId: string }) =>
      api.post(kind === 'INCREASE' ? '/stock/increase' : '/stock/decrease', { body: { stockId, ...fields } }),
    onSuccess: refresh,
  });
}

/** PATCH /api/member/stockrequest/{id} {requestedParLevel, minimumExpiry}: edits a pending request. */
export function useUpdateParRequest() {
  const refresh = useRefreshParRequests();
  return useMutation({
    mutationFn: ({ id, ...fields }: ParLevelFields & { id: string }) => api.patch('/stockrequest/{id}', { params: { path: { id } }, body: fields }),
    onSuccess: refresh,
  });
}

/**
 * GET /api/supplier/stock/{stockId}: the stock's lots, to withdraw from for a decrease; the same
 * record (and cache entry) as useStock. Not cancelled on unmount: the step that closes the dialog
 * marks the stock stale while the dialog is still open, and the fetch that starts then may finish.
 */
export function useStockLots(stockId: string | undefined, enabled: boolean) {
  return useQuery<Stock>({
    queryKey: queryKeys.stocks.one(stockId ?? ''),
    queryFn: () => api.get('/stock/{id}', { params: { path: { id: stockId ?? '' } } }).then((r) => r.data),
    enabled: enabled && !!stockId,
    staleTime: 0,
  });
}

/**
 * What a step of the workflow changes besides the request: the stock it is about (its status, and
 * at the end its units and par level), the member's reserve, the invoice a proposal writes, the
 * dashboard's totals. (Notifications go to the other party, never to the one acting.)
 */
const STEP_CHANGES = [queryKeys.stockRequests.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.invoices.all, queryKeys.dashboard];

function useWorkflowStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: StockRequest }>, changes = STEP_CHANGES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // The answer is the request as it now stands: shown at once; what else changed refreshes behind it.
      queryClient.setQueryData(queryKeys.stockRequests.one(result.data._id), result.data);
      void invalidate(queryClient, ...changes);
    },
  });
}

/** PATCH /api/healthpro/stockrequest/{id}/approve or /deny {version}: the administrator's decision on the request as shown. */
export const useDecideRequest = () =>
  useWorkflowStep(({ id, decision, version, reason }: { id: string; decision: 'approve' | 'deny'; version: number; reason?: string }) =>
    api.patch(decision === 'approve' ? '/stockrequest/{id}/approve' : '/stockrequest/{id}/deny', {
      params: { path: { id } },
      body: { version, reason },
    }),
  );

/** PATCH /api/member/stockrequest/{id}/approve {version}: the member approves the proposed stock locations it was shown. */
export const useApproveProposal = () =>
  useWorkflowStep(({ id, version }: { id: string; version: number }) =>
    api.patch('/stockrequest/{id}/approve', { params: { path: { id } }, body: { version } }),
  );

/** POST /api/supplier/stock/{stockId}/assign {stocks}: new lots (increase) or lots to withdraw from (decrease). */
export const useAssignStock = () =>
  useWorkflowStep(({ stockId, stocks }: { stockId: string; stocks: ProposedLot[] | WithdrawnLot[] }) =>
    api.post('/stock/{id}/assign', { params: { path: { id: stockId } }, body: { stocks } }),
  );

/** PATCH /api/supplier/stockrequest/{id}/paid: paid (increase) or assigned (decrease); the units move. */
export const useMarkPaid = () => useWorkflowStep((id: string) => api.patch('/stockrequest/{id}/paid', { params: { path: { id } } }));

/** POST /api/{type}/stockrequest/{id}/comment {comment}. */
export const useAddComment = () =>
  useWorkflowStep(
    ({ id, comment }: { id: string; comment: string }) => api.post('/stockrequest/{id}/comment', { params: { path: { id } }, body: { comment } }),
    [], // a comment changes the request only, and the answer carries it
  );
