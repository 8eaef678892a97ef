import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderLine } from '@rds/contract';
import { api } from '../../lib/api';

export interface OrderPage {
  orders: Order[];
  total: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (queryString: string) => ['orders', 'list', queryString] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

/**
 * GET /api/{type}/orders?limit&skip&search&sort → {orders, total}. The server scopes it: a member's
 * own, the ones of a supplier's products, the ones routed to a distributor, every order for the
 * administrator.
 */
export function useOrders(queryString: string) {
  return useQuery<OrderPage>({
    queryKey: orderKeys.list(queryString),
    queryFn: ({ signal }) => api.get<OrderPage>(`/orders${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/order/{id}. */
export function useOrder(id: string | undefined) {
  return useQuery<Order>({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Order>(`/order/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/**
 * An order changes its stock's units, the order lists, notifications and dashboard totals at once:
 * every cached query is marked stale and the ones on screen are fetched again.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries();
  };
}

/**
 * POST /api/member/stock/{stockId}/order {orderUnits: [{stockUnitId, units}]} → {orders}: one order
 * per lot line. Refused (a lot holds fewer units now: 409), the stock is fetched again too, so the
 * open dialog shows what each lot holds now.
 */
export function useCreateOrder() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ stockId, orderUnits }: { stockId: string; orderUnits: OrderLine[] }) =>
      api.post<{ orders: Order[] }>(`/stock/${stockId}/order`, { orderUnits }),
    onSettled: refresh,
  });
}

/** A step of an order's workflow: the answer is the order as it now stands, shown at once; the rest refreshes behind it. */
function useOrderStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.one(result.data._id), result.data);
      void queryClient.invalidateQueries();
    },
  });
}

/** PATCH /api/{supplier|distributor}/order/{id}/dispatch {type: 'STANDARD'}: CREATED → PACKAGED. */
export const useDispatchOrder = () => useOrderStep((id: string) => api.patch<Order>(`/order/${id}/dispatch`, { type: 'STANDARD' }));

/** PATCH /api/member/order/{id}/complete: the member confirms receipt, PACKAGED → COMPLETED. */
export const useCompleteOrder = () => useOrderStep((id: string) => api.patch<Order>(`/order/${id}/complete`));
