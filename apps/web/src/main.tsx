import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { App } from './app/App';
import { preloadFirstScreen } from './app/router';
import { applyLanguage, initialLanguage } from './lib/i18n';
import { startWhenRestored } from './lib/timeouts';

// The portal's CSP allows no eval: zod must not even probe for it (its JIT would), so it runs
// without. zod keeps its settings in this global object (zod/v4/core/core.js) and holds on to it
// once loaded, so the object is amended, never replaced: that works whether zod loaded before this
// line or loads later, in the first chunk or a lazy one. The journeys fail on any CSP report.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first paint is in the chosen language (a French catalogue is fetched before it) and shows
// the screen the address names, fetched meanwhile (see preloadFirstScreen), unless that takes
// longer than the spec's rehydration time-out.
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
startWhenRestored(
  applyLanguage(initialLanguage()).then(() => preloadFirstScreen(window.location.pathname)),
  start,
);
