import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Stock, StockAggregatePage, StockPage } from '@rds/contract';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

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

/** GET /api/{supplier|healthpro}/stocks/aggregate?limit&skip&search&sort → {stocks, total}: Total Stock, by product and location. */
export function useStockAggregate(queryString: string) {
  return useQuery<StockAggregatePage>({
    queryKey: queryKeys.stocks.aggregate(queryString),
    queryFn: ({ signal }) => api.get<StockAggregatePage>(`/stocks/aggregate${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
