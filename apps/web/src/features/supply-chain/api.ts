import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplyChain, SupplyChainFlag, SupplyChainPage, SupplyChainType } from '@rds/contract';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

/** A partner's name and address, as the add and edit forms send them. */
export interface PartnerFields {
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
}

/** GET /api/{type}/supplychain?limit&skip&search&sort → {supplychain, total}: one card per product. */
export function useSupplyChains(queryString: QueryString) {
  return useQuery<SupplyChainPage>({
    queryKey: queryKeys.supplyChains.list(queryString),
    queryFn: ({ signal }) => api.get('/supplychain', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/supplychain/{id} (the chain's id). */
export function useSupplyChain(id: string | undefined) {
  return useQuery<SupplyChain>({
    queryKey: queryKeys.supplyChains.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/supplychain/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}

/**
 * After any change, or a refused one (a lost race), every supply chain is fetched again; a change of
 * status (submitted, approved, denied) also changes its product's status in the catalogue.
 */
function useRefreshChains({ withProducts = false } = {}) {
  const queryClient = useQueryClient();
  return () =>
    withProducts ? invalidate(queryClient, queryKeys.supplyChains.all, queryKeys.products.all) : invalidate(queryClient, queryKeys.supplyChains.all);
}

/** POST /api/supplier/product/{productId}/supplychain {name, line1, line2, postalCode, type} → data.data.{supplyChainInfo, supplyChainId}. */
export function useAddPartner() {
  const refresh = useRefreshChains();
  return useMutation({
    mutationFn: ({ productId, ...body }: PartnerFields & { productId: string; type: SupplyChainType }) =>
      api.post('/product/{id}/supplychain', { params: { path: { id: productId } }, body }),
    onSettled: refresh,
  });
}

export type PartnerUpdate = Partial<PartnerFields> & {
  id?: string;
  supplyChainId?: string;
  flag?: SupplyChainFlag | null;
  notify?: boolean;
};

/** PATCH /api/supplier/supplychain/{itemId}: a partner's fields, or only its flag. */
export function useUpdatePartner() {
  const refresh = useRefreshChains();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: PartnerUpdate }) => api.patch('/supplychain/{id}', { params: { path: { id: itemId } }, body }),
    onSettled: refresh,
  });
}

/** POST /api/supplier/supplychain/{itemId}/delete {type}. */
export function useDeletePartner() {
  const refresh = useRefreshChains();
  return useMutation({
    mutationFn: ({ itemId, type }: { itemId: string; type: SupplyChainType }) =>
      api.post('/supplychain/{id}/delete', { params: { path: { id: itemId } }, body: { type } }),
    onSettled: refresh,
  });
}

/** POST /api/supplier/supplychain/{chainId}, empty body: submit the chain for approval (the product goes pending). */
export function useSubmitChain() {
  const refresh = useRefreshChains({ withProducts: true });
  return useMutation({
    mutationFn: (chainId: string) => api.post('/supplychain/{id}', { params: { path: { id: chainId } } }),
    onSettled: refresh,
  });
}

/** POST /api/healthpro/supplychain/{id}/approve or /deny {version}: the decision on the chain as shown. */
export function useDecideChain() {
  const refresh = useRefreshChains({ withProducts: true });
  return useMutation({
    mutationFn: ({ id, decision, version, reason }: { id: string; decision: 'approve' | 'deny'; version: number; reason?: string }) =>
      api.post(decision === 'approve' ? '/supplychain/{id}/approve' : '/supplychain/{id}/deny', { params: { path: { id } }, body: { version, reason } }),
    onSettled: refresh,
  });
}
