import { useQuery } from '@tanstack/react-query';
import type { Location } from '@rds/contract';
import { api } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/**
 * GET /api/supplier/locationlist: the approved locations the supplier may place stock at, for the
 * rows of a par-level increase and of a replenishment.
 */
export function useLocationChoices(enabled: boolean) {
  return useQuery<Location[]>({
    queryKey: queryKeys.locations.choices,
    queryFn: ({ signal }) => api.get('/locationlist', { signal }).then((r) => r.data),
    enabled,
  });
}
