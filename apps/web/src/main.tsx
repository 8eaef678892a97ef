import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { App } from './app/App';
import { applyLanguage, initialLanguage } from './lib/i18n';

// The portal's CSP allows no eval: zod must not even probe for it (its JIT would), so it runs
// without. zod reads its settings from this global when it first loads (zod/v4/core/core.js), so
// the login page need not load zod to set it; the journeys fail on any CSP report if this breaks.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first paint is in the chosen language: a French catalogue is fetched before it.
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
applyLanguage(initialLanguage()).then(start, start);
