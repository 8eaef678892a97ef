import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/orders/expiring?limit&skip&search&sort → {orders, total}: expiring-lot orders, scoped to the caller. */
export function useExpiringOrders(queryString: QueryString) {
  return useQuery<OrderPage>({
    queryKey: queryKeys.expiringOrders.list(queryString),
    queryFn: ({ signal }) => api.get('/orders/expiring', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/healthpro/expiringlots/run → {created}: the job, now. */
export function useRunExpiringLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/expiringlots/run'),
    onSuccess: () => invalidate(queryClient, queryKeys.expiringOrders.all),
  });
}

/** PATCH /api/{supplier|distributor}/order/{id}/dispatch {type: 'EXPIRING'}: ship an approved expiring-lot order. */
export function useShipExpiringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch('/order/{id}/dispatch', { params: { path: { id } }, body: { type: 'EXPIRING' } }),
    onSuccess: () => invalidate(queryClient, queryKeys.expiringOrders.all, queryKeys.dashboard),
  });
}
