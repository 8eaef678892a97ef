import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@rds/contract';
import { api } from '../../lib/api';

export const invoiceKeys = {
  one: (id: string) => ['invoices', 'one', id] as const,
};

/** GET /api/{type}/invoice/{id} → the invoice (member, supplier or administrator). */
export function useInvoice(id: string | null) {
  return useQuery<Invoice>({
    queryKey: invoiceKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Invoice>(`/invoice/${id}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });
}
