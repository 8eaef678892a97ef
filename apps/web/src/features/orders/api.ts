import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderLine, OrderPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/**
 * GET /api/{type}/orders?limit&skip&search&sort → {orders, total}. The server scopes it: a member's
 * own, the ones of a supplier's products, the ones routed to a distributor, every order for the
 * administrator.
 */
export function useOrders(queryString: QueryString) {
  return useQuery<OrderPage>({
    queryKey: queryKeys.orders.list(queryString),
    queryFn: ({ signal }) => api.get('/orders', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/order/{id}. */
export function useOrder(id: string | undefined) {
  return useQuery<Order>({
    queryKey: queryKeys.orders.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/order/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/**
 * A new order shows in the orders, takes units out of the stock (its card, its page, the reserve)
 * and counts in the dashboard. (Its notifications go to the other parties, never to the member.)
 */
const CREATE_CHANGES = [queryKeys.orders.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.dashboard];
/** A dispatch or a receipt changes the order (its lists and its page) and the dashboard; no units move. */
const STEP_CHANGES = [queryKeys.orders.all, queryKeys.dashboard];

/**
 * POST /api/member/stock/{stockId}/order {orderUnits: [{stockUnitId, units}]} → {orders}: one order
 * per lot line. Refused (a lot holds fewer units now: 409), the stock is fetched again too, so the
 * open dialog shows what each lot holds now.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stockId, orderUnits }: { stockId: string; orderUnits: OrderLine[] }) =>
      api.post('/stock/{id}/order', { params: { path: { id: stockId } }, body: { orderUnits } }),
    onSettled: () => invalidate(queryClient, ...CREATE_CHANGES),
  });
}

/** A step of an order's workflow: the answer is the order as it now stands, shown at once; the rest refreshes behind it. */
function useOrderStep<Vars>(call: (vars: Vars) => Promise<{ message: string; data: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.orders.one(result.data._id), result.data);
      void invalidate(queryClient, ...STEP_CHANGES);
    },
  });
}

/** PATCH /api/{supplier|distributor}/order/{id}/dispatch {type}: CREATED → PACKAGED, as the kind of order it is. */
export const useDispatchOrder = () =>
  useOrderStep((order: Pick<Order, '_id' | 'type'>) => api.patch('/order/{id}/dispatch', { params: { path: { id: order._id } }, body: { type: order.type } }));

/** PATCH /api/member/order/{id}/approve {version}: the member approves an expiring-lot order; the lot leaves the stock. */
export const useApproveExpiringOrder = () =>
  useOrderStep((order: Pick<Order, '_id' | 'version'>) =>
    api.patch('/order/{id}/approve', { params: { path: { id: order._id } }, body: { version: order.version } }),
  );

/** PATCH /api/member/order/{id}/complete: the member confirms receipt, PACKAGED → COMPLETED. */
export const useCompleteOrder = () => useOrderStep((id: string) => api.patch('/order/{id}/complete', { params: { path: { id } } }));
