import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Location, ProposedLot, Stock, StockRequest, WithdrawnLot } from '@rds/contract';
import { api } from '../../lib/api';

export interface StockRequestPage {
  requests: StockRequest[];
  total: number;
}

export const stockRequestKeys = {
  all: ['stock-requests'] as const,
  list: (queryString: string) => ['stock-requests', 'list', queryString] as const,
  one: (id: string) => ['stock-requests', 'one', id] as const,
  stock: (stockId: string) => ['stock-requests', 'stock', stockId] as const,
  locations: ['stock-requests', 'locations'] as const,
};

/** GET /api/{type}/stockrequests?limit&skip&search&sort → {requests, total}; scoped to the caller. */
export function useStockRequests(queryString: string) {
  return useQuery<StockRequestPage>({
    queryKey: stockRequestKeys.list(queryString),
    queryFn: ({ signal }) => api.get<StockRequestPage>(`/stockrequests${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stockrequest/{id}: the request with its StockRequestUnits and StockRequestComments. */
export function useStockRequest(id: string | undefined) {
  return useQuery<StockRequest>({
    queryKey: stockRequestKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<StockRequest>(`/stockrequest/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** GET /api/supplier/locationlist: the approved locations the supplier may place stock at. */
export function useLocationChoices(enabled: boolean) {
  return useQuery<Location[]>({
    queryKey: stockRequestKeys.locations,
    queryFn: ({ signal }) => api.get<Location[]>('/locationlist', { signal }).then((r) => r.data),
    enabled,
  });
}

/** GET /api/supplier/stock/{stockId}: the stock's lots, to withdraw from for a decrease. */
export function useStockLots(stockId: string | undefined, enabled: boolean) {
  return useQuery<Stock>({
    queryKey: stockRequestKeys.stock(stockId ?? ''),
    queryFn: ({ signal }) => api.get<Stock>(`/stock/${stockId}`, { signal }).then((r) => r.data),
    enabled: enabled && !!stockId,
    staleTime: 0,
  });
}

const isDialogLookup = (key: readonly unknown[]) => key[0] === stockRequestKeys.all[0] && (key[1] === 'locations' || key[1] === 'stock');

/**
 * Each step of the workflow changes the request, the stock, notifications and dashboard totals:
 * every cached list is marked stale and the ones on screen are fetched again.
 */
function useWorkflowStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: StockRequest }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // The answer is the request as it now stands: shown at once; everything else refreshes behind it.
      queryClient.setQueryData(stockRequestKeys.one(result.data._id), result.data);
      // (The dialogs' own look-ups, locations and a stock's lots, are left alone: a step changes neither.)
      void queryClient.invalidateQueries({ predicate: (query) => !isDialogLookup(query.queryKey) });
    },
  });
}

/** PATCH /api/healthpro/stockrequest/{id}/approve or /deny {version}: the administrator's decision on the request as shown. */
export const useDecideRequest = () =>
  useWorkflowStep(({ id, decision, version }: { id: string; decision: 'approve' | 'deny'; version: number }) =>
    api.patch<StockRequest>(`/stockrequest/${id}/${decision}`, { version }),
  );

/** PATCH /api/member/stockrequest/{id}/approve {version}: the member approves the proposed stock locations it was shown. */
export const useApproveProposal = () =>
  useWorkflowStep(({ id, version }: { id: string; version: number }) => api.patch<StockRequest>(`/stockrequest/${id}/approve`, { version }));

/** POST /api/supplier/stock/{stockId}/assign {stocks}: new lots (increase) or lots to withdraw from (decrease). */
export const useAssignStock = () =>
  useWorkflowStep(({ stockId, stocks }: { stockId: string; stocks: ProposedLot[] | WithdrawnLot[] }) =>
    api.post<StockRequest>(`/stock/${stockId}/assign`, { stocks }),
  );

/** PATCH /api/supplier/stockrequest/{id}/paid: paid (increase) or assigned (decrease); the units move. */
export const useMarkPaid = () => useWorkflowStep((id: string) => api.patch<StockRequest>(`/stockrequest/${id}/paid`));

/** POST /api/{type}/stockrequest/{id}/comment {comment}. */
export const useAddComment = () =>
  useWorkflowStep(({ id, comment }: { id: string; comment: string }) => api.post<StockRequest>(`/stockrequest/${id}/comment`, { comment }));
