import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** Where a record stands, said in words with an icon, in the place its action would be. */
export function Outcome({ color, icon, title, children }: { color?: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title} data-testid="request-outcome">
      {children}
    </Alert>
  );
}
