import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Stock, StockAggregatePage, StockPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stocks?limit&skip&search&sort → {stocks, total}; the server scopes it to the caller. */
export function useStocks(queryString: QueryString) {
  return useQuery<StockPage>({
    queryKey: queryKeys.stocks.list(queryString),
    queryFn: ({ signal }) => api.get('/stocks', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stock/{id}. */
export function useStock(id: string | undefined) {
  return useQuery<Stock>({
    queryKey: queryKeys.stocks.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stock/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** GET /api/{supplier|healthpro}/stocks/aggregate?limit&skip&search&sort → {stocks, total}: Total Stock, by product and location. */
export function useStockAggregate(queryString: QueryString) {
  return useQuery<StockAggregatePage>({
    queryKey: queryKeys.stocks.aggregate(queryString),
    queryFn: ({ signal }) => api.get('/stocks/aggregate', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/member/stock/{id} {isReplacable}: the member's consent that the supplier may rotate the
 * stock's lots (open replacements of its own); the answer is the stock as it now stands.
 */
export function useSetReplacable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isReplacable }: { id: string; isReplacable: boolean }) => api.patch('/stock/{id}', { params: { path: { id } }, body: { isReplacable } }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.stocks.one(result.data._id), result.data);
      void invalidate(queryClient, queryKeys.stocks.all, queryKeys.reserve.all);
    },
  });
}
