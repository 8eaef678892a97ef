import { Component, type ReactNode } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '../ui/EmptyState';
import { t } from '../lib/i18n';
import { ChunkTimeoutError } from '../lib/timeouts';

/** Catches what a screen throws while rendering or loading its chunk, and shows RouteError instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Last line of defence: a screen failed to load (often a new version was deployed), took too long to load, or threw. */
export function RouteError({ error }: { error: unknown }) {
  const timedOut = error instanceof ChunkTimeoutError;
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  if (error) console.error(error);
  const [title, description] = timedOut
    ? [t('routeError.slowTitle'), t('routeError.slowDescription')]
    : chunkFailed
      ? [t('routeError.updatedTitle'), t('routeError.updatedDescription')]
      : [t('routeError.title'), t('routeError.description')];
  return (
    <Box mih="100vh" bg="gray.0" p="xl" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box w="100%" maw={560}>
        <EmptyState
          withCard
          size="lg"
          icon={<IconAlertTriangle size={34} stroke={1.6} />}
          title={title}
          description={description}
          actions={
            <Group justify="center">
              <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
                {t('routeError.reload')}
              </Button>
            </Group>
          }
        />
      </Box>
    </Box>
  );
}
