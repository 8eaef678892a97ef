import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { showError } from '../ui/toasts';
import { t } from '../lib/i18n';

/** Signed out locally, or the session ended: the user is already on the way to /login, which says why. */
const isQuiet = (error: unknown) => error instanceof ApiError && (error.code === 'NO_SESSION' || error.sessionEnded);

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('http.generic');
}

/**
 * Every failed query or mutation shows the server's message as a red Error toast, here and only
 * here. A call may opt out with `meta: { silent: true }` (e.g. logout, whose failure is not the
 * user's concern). No retry on 4xx; a query may try once more when the network or the server failed.
 * A decision refused because the record changed (`version.stale`, `transition.wrongStatus`) refetches every query.
 */
/** The record moved on while the person looked at it: what the screen shows is out of date. */
const isOutOfDate = (error: unknown) => error instanceof ApiError && (error.reason === 'version.stale' || error.reason === 'transition.wrongStatus');

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent || isQuiet(error)) return;
      showError(messageOf(error));
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      // Whatever the screen showed is stale: refetch it, so the person decides on what is there now.
      if (isOutOfDate(error)) void queryClient.invalidateQueries();
      if (mutation.meta?.silent || isQuiet(error)) return;
      showError(messageOf(error));
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
    mutations: { retry: false },
  },
});
