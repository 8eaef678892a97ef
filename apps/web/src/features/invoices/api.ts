import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@rds/contract';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/{type}/invoice/{id} → the invoice (member, supplier or administrator). */
export function useInvoice(id: string | null) {
  return useQuery<Invoice>({
    queryKey: queryKeys.invoices.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/invoice/{id}', { params: { path: { id: id ?? '' } }, signal }).then((r) => r.data),
    enabled: !!id,
  });
}
