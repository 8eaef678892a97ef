import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { AppRoutes } from './router';

export function App() {
  // A new language draws every screen afresh (the cached data stays), so that no text is left behind.
  const { i18n } = useTranslation();
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes key={i18n.language} />
      </BrowserRouter>
    </Providers>
  );
}
