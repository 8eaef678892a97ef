import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductPage, userNameSchema } from '@rds/contract';
import type { z } from 'zod';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

export type SupplierName = z.infer<typeof userNameSchema>;

/**
 * GET /api/{type}/products?limit&skip&search&sort → {products, total}. The server scopes it: every
 * product for the administrator, a supplier's own, the approved ones for members and distributors.
 */
export function useProductList(queryString: QueryString) {
  return useQuery<ProductPage>({
    queryKey: queryKeys.products.list(queryString),
    queryFn: ({ signal }) => api.get('/products', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/healthpro/suppliers/all: the active suppliers by name, for the product form; fresh each time it opens. */
export function useSupplierNames(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.products.suppliers,
    queryFn: ({ signal }) => api.get('/suppliers/all', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

/** The product form's fields, as typed. */
export interface ProductFormValues {
  image: File | null;
  productId: string;
  /** As typed: 8, 12, 13 or 14 digits, or empty for none (the server stores 14). */
  gtin: string;
  name: string;
  brand: string;
  contractNumber: string;
  price: number | string;
  minimumOrderSize: number | string;
  supplierId: string | null;
}

/** Multipart body: the image and the fields given (an edit sends only what changed). */
function toForm(values: Partial<ProductFormValues>): FormData {
  const form = new FormData();
  if (values.image) form.append('image', values.image);
  const fields = ['productId', 'gtin', 'name', 'brand', 'contractNumber', 'price', 'minimumOrderSize', 'supplierId'] as const;
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== null) form.append(field, String(value));
  }
  return form;
}

/**
 * POST /api/healthpro/product (create) or PATCH /api/healthpro/product/{id} (edit), multipart:
 * image, productId, gtin (empty clears it), name, brand, contractNumber, price, minimumOrderSize, supplierId.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: Partial<ProductFormValues> }) =>
      id ? api.patch('/product/{id}', { params: { path: { id } }, body: toForm(values) }) : api.post('/product', { body: toForm(values) }),
    // A product shows in the catalogue, on its supply chain card and in the dashboard's totals.
    onSuccess: () => invalidate(queryClient, queryKeys.products.all, queryKeys.supplyChains.all, queryKeys.dashboard),
  });
}

/** DELETE /api/healthpro/product/{id}; a product held in stock or on an invoice is refused (409). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/product/{id}', { params: { path: { id } } }),
    onSettled: () => invalidate(queryClient, queryKeys.products.all, queryKeys.supplyChains.all, queryKeys.dashboard),
  });
}
