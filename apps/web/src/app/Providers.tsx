import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../lib/session';
import { GlobalLoadingBar } from '../ui/Loading';
import { queryClient } from './queryClient';
import { theme } from './theme';

/** When the session ends or changes hands (logout, expiry, another tab), nothing cached for it may be shown to the next user. */
function useForgetDataOnSignOut() {
  useEffect(() => {
    let previous = getSession().token;
    return subscribeSession(() => {
      const current = getSession().token;
      // After the failing calls have reported their errors (a macrotask, not a microtask:
      // clearing cancels queries silently, which would swallow the 401's toast).
      if (previous && previous !== current) window.setTimeout(() => queryClient.clear(), 0);
      previous = current;
    });
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  useForgetDataOnSignOut();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" zIndex={1000} limit={5} />
        <GlobalLoadingBar />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
