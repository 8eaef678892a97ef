import { Box, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { EmptyState } from '../ui/EmptyState';

/** Last line of defence: a screen failed to load (often a new version was deployed) or threw. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  if (error) console.error(error);
  return (
    <Box mih="100vh" bg="gray.0" p="xl" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box w="100%" maw={560}>
        <EmptyState
          withCard
          size="lg"
          icon={<IconAlertTriangle size={34} stroke={1.6} />}
          title={chunkFailed ? 'The portal has been updated' : 'Something went wrong'}
          description={
            chunkFailed
              ? 'Part of the portal could not be loaded. Reload the page to get the latest version.'
              : 'This page ran into a problem. Reload it, and if it happens again, contact support at 1-800-555-0199.'
          }
          actions={
            <Group justify="center">
              <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
                Reload
              </Button>
            </Group>
          }
        />
      </Box>
    </Box>
  );
}
