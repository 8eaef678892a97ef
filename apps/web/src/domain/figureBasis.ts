import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

/**
 * GET /api/{type}/stocks/figures: the usage window, the lead time and the day the figures are as
 * of. A module of its own, so that the dashboard (the first screen, under its bundle budget) reads
 * it without the rest of domain/.
 */
export function useFigureBasis() {
  return useQuery({
    queryKey: queryKeys.stocks.figureBasis,
    queryFn: ({ signal }) => api.get('/stocks/figures', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
