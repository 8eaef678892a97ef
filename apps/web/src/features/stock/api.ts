import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Stock, StockAggregatePage, StockPage, StockRequest, StockRequestKind } from '@rds/contract';
import { api } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stocks?limit&skip&search&sort → {stocks, total}; the server scopes it to the caller. */
export function useStocks(queryString: string) {
  return useQuery<StockPage>({
    queryKey: queryKeys.stocks.list(queryString),
    queryFn: ({ signal }) => api.get<StockPage>(`/stocks${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stock/{id}. */
export function useStock(id: string | undefined) {
  return useQuery<Stock>({
    queryKey: queryKeys.stocks.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Stock>(`/stock/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}

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
      api.post<StockRequest>(kind === 'INCREASE' ? '/stock/increase' : '/stock/decrease', { stockId, ...fields }),
    onSuccess: refresh,
  });
}

/** PATCH /api/member/stockrequest/{id} {requestedParLevel, minimumExpiry}: edits a pending request. */
export function useUpdateParRequest() {
  const refresh = useRefreshParRequests();
  return useMutation({
    mutationFn: ({ id, ...fields }: ParLevelFields & { id: string }) => api.patch<StockRequest>(`/stockrequest/${id}`, fields),
    onSuccess: refresh,
  });
}

/** GET /api/{supplier|healthpro}/stocks/aggregate?limit&skip&search&sort → {stocks, total}: Total Stock, by product and location. */
export function useStockAggregate(queryString: string) {
  return useQuery<StockAggregatePage>({
    queryKey: queryKeys.stocks.aggregate(queryString),
    queryFn: ({ signal }) => api.get<StockAggregatePage>(`/stocks/aggregate${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
