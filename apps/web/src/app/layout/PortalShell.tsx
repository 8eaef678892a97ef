import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import type { PortalDefinition } from '../portals/types';
import { PortalLayout } from './PortalLayout';

/** One portal: its layout around its route table; anything else is a friendly not-found page. */
export function PortalShell({ portal }: { portal: PortalDefinition }) {
  return (
    <PortalLayout portal={portal}>
      <Routes>
        {portal.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PortalLayout>
  );
}
