import { Button } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../ui/EmptyState';

/** Signed in, but no such page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      withCard
      size="lg"
      icon={<IconMapQuestion size={34} stroke={1.6} />}
      title="We could not find that page"
      description={`There is nothing at ${pathname}. It may have moved, or the link may be mistyped.`}
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
