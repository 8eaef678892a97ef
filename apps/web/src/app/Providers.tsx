import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { getDefaultZIndex, MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../lib/session';
import { GlobalLoadingBar } from '../ui/Loading';
import { useToastsWanted } from '../ui/toasts';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/** The toasts' container (and its transitions) loads with the first toast (ui/toasts.tsx), not with the login page. */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

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

/**
 * The theme with what it says in the reader's language: every dialog's close button is named (axe:
 * button-name), apart from a "Close" button in its footer. Plain props, not `Modal.extend`: that
 * would bring the dialog's code into the login page's first load.
 */
function useLocalizedTheme() {
  const { t } = useTranslation();
  return useMemo(
    () => ({ ...theme, components: { ...theme.components, Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } } } }),
    [t],
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useForgetDataOnSignOut();
  const toastsWanted = useToastsWanted();
  const localizedTheme = useLocalizedTheme();
  return (
    <MantineProvider theme={localizedTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/*
          Bottom right: clear of the header and its account menu (decision 005). Above a dialog (a
          dialog's form reports there) but below an open menu or list (Mantine's popover layer), so
          a passing toast never hides the choice a person is making.
        */}
        {toastsWanted ? (
          <Suspense fallback={null}>
            <Notifications position="bottom-left" zIndex={getDefaultZIndex('modal') + 50} limit={5} />
          </Suspense>
        ) : null}
        <GlobalLoadingBar />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
