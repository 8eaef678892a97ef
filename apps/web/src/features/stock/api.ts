import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Stock, StockRequest, StockRequestKind } from '@rds/contract';
import { api } from '../../lib/api';

export interface StockPage {
  stocks: Stock[];
  total: number;
}

export const stockKeys = {
  all: ['stock'] as const,
  list: (queryString: string) => ['stock', 'list', queryString] as const,
  one: (id: string) => ['stock', 'one', id] as const,
};

/** GET /api/{type}/stocks?limit&skip&search&sort → {stocks, total}; the server scopes it to the caller. */
export function useStocks(queryString: string) {
  return useQuery<StockPage>({
    queryKey: stockKeys.list(queryString),
    queryFn: ({ signal }) => api.get<StockPage>(`/stocks${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stock/{id}. */
export function useStock(id: string | undefined) {
  return useQuery<Stock>({
    queryKey: stockKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Stock>(`/stock/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}

export interface ParLevelFields {
  requestedParLevel: number;
  minimumExpiry: number;
}

/**
 * A par-level step changes stock, requests, notifications and dashboard totals at once: every
 * cached list is marked stale and the ones on screen are fetched again.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries();
  };
}

/** POST /api/member/stock/increase or /stock/decrease {stockId, requestedParLevel, minimumExpiry}. */
export function useRequestParChange() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ kind, stockId, ...fields }: ParLevelFields & { kind: StockRequestKind; stockId: string }) =>
      api.post<StockRequest>(kind === 'INCREASE' ? '/stock/increase' : '/stock/decrease', { stockId, ...fields }),
    onSuccess: refresh,
  });
}

/** PATCH /api/member/stockrequest/{id} {requestedParLevel, minimumExpiry}: edits a pending request. */
export function useUpdateParRequest() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, ...fields }: ParLevelFields & { id: string }) => api.patch<StockRequest>(`/stockrequest/${id}`, fields),
    onSuccess: refresh,
  });
}
