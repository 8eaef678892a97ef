/** The banner every page shows while an administrator acts as someone, for the portal layout. */
export { ImpersonationBanner } from './components/ImpersonationBanner';
