import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { UserType } from '@rds/contract';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/guards';
import { useSession } from '../lib/session';
import { PageLoader } from '../ui/Loading';
import { RouteErrorBoundary } from './RouteError';

/*
 * Code splitting: the sign-in pages and each portal are separate chunks. /login loads the entry
 * and the login chunk only; a portal (its layout, screens and charts) loads once signed in.
 */
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const VerifyPage = lazy(() => import('../features/auth/VerifyPage'));
const InvoicePage = lazy(() => import('../features/invoices/InvoicePage'));

/** One interface per user type, chosen from the stored usertype. */
const PORTALS: Record<UserType, LazyExoticComponent<ComponentType>> = {
  member: lazy(() => import('./portals/member')),
  supplier: lazy(() => import('./portals/supplier')),
  distributor: lazy(() => import('./portals/distributor')),
  healthpro: lazy(() => import('./portals/healthpro')),
};

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
                <VerifyPage />
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
