import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberPage, StockPage, Transfer, TransferPage } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stocktransfers?limit&skip&search&sort → {transfers, total}; scoped to the caller. */
export function useTransfers(queryString: QueryString) {
  return useQuery<TransferPage>({
    queryKey: queryKeys.transfers.list(queryString),
    queryFn: ({ signal }) => api.get('/stocktransfers', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stocktransfer/{id}. */
export function useTransfer(id: string | undefined) {
  return useQuery<Transfer>({
    queryKey: queryKeys.transfers.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/stocktransfer/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** PATCH /api/member/stocktransfer/{id}/approve or /deny {version}: the recipient's decision; units move on approval. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, version }: { id: string; decision: 'approve' | 'deny'; version: number }) =>
      api.patch(decision === 'approve' ? '/stocktransfer/{id}/approve' : '/stocktransfer/{id}/deny', { params: { path: { id } }, body: { version } }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.transfers.one(result.data._id), result.data);
      // Units left one stock and joined (or opened) another; the sender may now be below par.
      void invalidate(queryClient, queryKeys.transfers.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.dashboard);
    },
  });
}

/** GET /api/member/members?limit&skip&search&sort → {members, total}: the other active members. */
export function useMembers(queryString: QueryString) {
  return useQuery<MemberPage>({
    queryKey: queryKeys.members.list(queryString),
    queryFn: ({ signal }) => api.get('/members', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/member/stocks: the member's own stocks, to choose the one to transfer from (the same list as Assigned Stock's). */
export function useOwnStocks(queryString: QueryString, enabled: boolean) {
  return useQuery<StockPage>({
    queryKey: queryKeys.stocks.list(queryString),
    queryFn: ({ signal }) => api.get('/stocks', { params: { query: queryString }, signal }).then((r) => r.data),
    enabled,
  });
}
