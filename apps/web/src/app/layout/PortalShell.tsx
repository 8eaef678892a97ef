import { Fragment, use } from 'react';
import { Route, Routes } from 'react-router';
import { portalCatalogue } from '../../lib/i18n';
import { NotFoundPage } from '../NotFoundPage';
import type { PortalDefinition } from '../portals/types';
import { PortalLayout } from './PortalLayout';

/**
 * One portal: its layout around its route table; anything else is a friendly not-found page. Each
 * route's screen is keyed by its path, so that a page drawing two routes (Suppliers and Members)
 * starts afresh on each rather than carry one list's search and page into the other.
 */
export function PortalShell({ portal }: { portal: PortalDefinition }) {
  // The portal's messages load with it (the sign-in pages carry only their own).
  use(portalCatalogue());
  return (
    <PortalLayout portal={portal}>
      <Routes>
        {portal.routes.map((route) => (
          <Route key={route.path} path={route.path} element={<Fragment key={route.path}>{route.element}</Fragment>} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PortalLayout>
  );
}
