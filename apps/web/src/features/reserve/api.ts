import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Product, type SureSupplyPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/member/suresupply?limit&skip&search&sort → {stock, total}: the member's enrolled products. */
export function useSureSupply(queryString: QueryString) {
  return useQuery<SureSupplyPage>({
    queryKey: queryKeys.reserve.list(queryString),
    queryFn: ({ signal }) => api.get('/suresupply', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Every row of a paged list, page by page (the largest page the API allows). */
async function everyRow<T>(fetchPage: (skip: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** GET /api/member/products?filter=notInReserve: the approved products not yet in the member's reserve, read whole. */
export function useEnrolableProducts(enabled: boolean) {
  return useQuery<Product[]>({
    queryKey: queryKeys.products.enrolable,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      everyRow((skip) =>
        api
          .get('/products', {
            signal,
            params: { query: { limit: MAX_PAGE_SIZE, skip, sort: 'name', filter: 'notInReserve' } },
          })
          .then((r) => ({ rows: r.data.products, total: r.data.total })),
      ),
  });
}

/** POST /api/member/suresupply {productIds}: each product becomes a stock of the member's reserve. */
export function useEnrolProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) => api.post('/suresupply', { body: { productIds } }),
    // New stocks show on this page, on Assigned Stock and in the dashboard's totals; the products
    // enrolled leave the modal's list (read afresh when it opens again).
    onSuccess: () => invalidate(queryClient, queryKeys.reserve.all, queryKeys.stocks.all, queryKeys.products.enrolable, queryKeys.dashboard),
  });
}
