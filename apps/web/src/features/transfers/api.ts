import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberPage, StockPage, Transfer, TransferPage } from '@rds/contract';
import { api } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/stocktransfers?limit&skip&search&sort → {transfers, total}; scoped to the caller. */
export function useTransfers(queryString: string) {
  return useQuery<TransferPage>({
    queryKey: queryKeys.transfers.list(queryString),
    queryFn: ({ signal }) => api.get<TransferPage>(`/stocktransfers${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/stocktransfer/{id}. */
export function useTransfer(id: string | undefined) {
  return useQuery<Transfer>({
    queryKey: queryKeys.transfers.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Transfer>(`/stocktransfer/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/** PATCH /api/member/stocktransfer/{id}/approve or /deny {version}: the recipient's decision; units move on approval. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, version }: { id: string; decision: 'approve' | 'deny'; version: number }) =>
      api.patch<Transfer>(`/stocktransfer/${id}/${decision}`, { version }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.transfers.one(result.data._id), result.data);
      // Units left one stock and joined (or opened) another; the sender may now be below par.
      void invalidate(queryClient, queryKeys.transfers.all, queryKeys.stocks.all, queryKeys.reserve.all, queryKeys.dashboard);
    },
  });
}

/** GET /api/member/members?limit&skip&search&sort → {members, total}: the other active members. */
export function useMembers(queryString: string) {
  return useQuery<MemberPage>({
    queryKey: queryKeys.members.list(queryString),
    queryFn: ({ signal }) => api.get<MemberPage>(`/members${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/member/stocks: the member's own stocks, to choose the one to transfer from (the same list as Assigned Stock's). */
export function useOwnStocks(queryString: string, enabled: boolean) {
  return useQuery<StockPage>({
    queryKey: queryKeys.stocks.list(queryString),
    queryFn: ({ signal }) => api.get<StockPage>(`/stocks${queryString}`, { signal }).then((r) => r.data),
    enabled,
  });
}
