import { useMutation } from '@tanstack/react-query';
import type { QueryCreate } from '@rds/contract';
import { api } from '../../lib/api';

/** POST /api/{type}/query {subject, message}: a contact message to the programme. */
export function useSendQuery() {
  return useMutation({
    mutationFn: (input: QueryCreate) => api.post('/query', { body: input }),
  });
}
