import { lazyScreen } from '../../lib/lazyScreen';

/** The sign-in screens, each in its own chunk, for the app's routes. */
export const LoginPage = lazyScreen(() => import('./pages/LoginPage'));
export const VerifyPage = lazyScreen(() => import('./pages/VerifyPage'));

/** The routes' guards: a portal needs a live session, the sign-in pages none. */
export { RedirectIfSignedIn, RequireAuth } from './components/guards';
