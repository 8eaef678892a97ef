import { isValidElement, Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import type { User, UserType } from '@rds/contract';
import { LoginPage, RedirectIfSignedIn, RequireAuth, VerifyPage } from '../features/auth';
import { InvoicePage } from '../features/invoices';
import { portalCatalogue } from '../lib/i18n';
import { lazyScreen, type LazyScreen } from '../lib/lazyScreen';
import { getSession, useSession } from '../lib/session';
import { PageLoader } from '../ui/Loading';
import type { PortalDefinition } from './portals/types';
import { RouteErrorBoundary } from './RouteError';

/*
 * Code splitting: the sign-in pages and each portal are separate chunks. /login loads the entry
 * and the login chunk only; a portal (its layout, screens and charts) loads once signed in.
 */

/** One interface per user type, chosen from the stored usertype. */
const PORTALS: Record<UserType, LazyScreen<{ default: ComponentType; portal: PortalDefinition }>> = {
  member: lazyScreen(() => import('./portals/member')),
  supplier: lazyScreen(() => import('./portals/supplier')),
  distributor: lazyScreen(() => import('./portals/distributor')),
  healthpro: lazyScreen(() => import('./portals/healthpro')),
};

/**
 * Fetches what an address shows (its portal, the portal's messages, the screen) before the first
 * render, so that React draws it at once: without, the page suspended three times on the way and
 * showed the menu some 300 ms after its last chunk had arrived (React's Suspense throttle). A
 * guess that misses (a session that has expired, an unknown address) only means a loader shows.
 */
export async function preloadFirstScreen(pathname: string, usertype = getSession().usertype): Promise<void> {
  if (!usertype) return void (await (pathname === '/verify' ? VerifyPage : LoginPage).preload());
  if (pathname === '/invoice') return void (await Promise.all([InvoicePage.preload(), portalCatalogue()]));
  const [{ portal }] = await Promise.all([PORTALS[usertype].preload(), portalCatalogue()]);
  const element = portal.routes.find((route) => matchPath(route.path, pathname))?.element;
  const screen = isValidElement(element) ? (element.type as Partial<LazyScreen<never>>) : undefined;
  await screen?.preload?.();
}

/** Signing in opens the portal's dashboard: fetched while the code is checked, it shows at once. */
const enterPortal = (user: User) => preloadFirstScreen('/', user.type);

function Portal() {
  const { usertype } = useSession();
  if (!usertype) return null; // RequireAuth has already sent the user to /login
  const Chosen = PORTALS[usertype];
  return <Chosen />;
}

const fullScreenLoader = <PageLoader fullScreen />;

/**
 * The routes, declared as components (BrowserRouter and Routes in App): the login page then loads
 * the small declarative router instead of the data router (loaders, actions, fetchers), which no
 * screen uses. A screen that fails to load or throws is caught by RouteErrorBoundary.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <Suspense fallback={fullScreenLoader}>
                <LoginPage />
              </Suspense>
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/verify"
          element={
            <RedirectIfSignedIn>
              <Suspense fallback={fullScreenLoader}>
                <VerifyPage beforeEntering={enterPortal} />
              </Suspense>
            </RedirectIfSignedIn>
          }
        />
        {/* Outside the portal layout; the invoice id arrives in navigation state. */}
        <Route
          path="/invoice"
          element={
            <RequireAuth>
              <Suspense fallback={fullScreenLoader}>
                <InvoicePage />
              </Suspense>
            </RequireAuth>
          }
        />
        {/* Everything else belongs to the signed-in user's portal; signed out, it goes to /login. */}
        <Route
          path="*"
          element={
            <RequireAuth>
              <Suspense fallback={fullScreenLoader}>
                <Portal />
              </Suspense>
            </RequireAuth>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}
