import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryPage, queryRecordSchema } from '@rds/contract';
import type { z } from 'zod';
import { api, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

export type QueryRecord = z.infer<typeof queryRecordSchema>;

/** GET /api/healthpro/queries?limit&skip&search&sort (newest or oldest) → {queries, total}. */
export function useQueryList(queryString: QueryString) {
  return useQuery<QueryPage>({
    queryKey: queryKeys.queries.list(queryString),
    queryFn: ({ signal }) => api.get('/queries', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/healthpro/query/{id}. */
export function useDeleteQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/query/{id}', { params: { path: { id } } }),
    onSettled: () => invalidate(queryClient, queryKeys.queries.all),
  });
}
