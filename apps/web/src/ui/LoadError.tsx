import type { ReactNode } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../lib/api';
import { t } from '../lib/i18n';
import { EmptyState } from './EmptyState';

/** The record does not exist or is not the caller's, or its id is malformed: "not found", not a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.reason === 'record.notFound' || error.reason === 'input.invalid');
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('list.noAnswer');
}

export interface LoadErrorProps {
  /** What could not be loaded: "The stock requests could not be loaded". */
  title: ReactNode;
  error: unknown;
  onRetry: () => unknown;
  /** The retry is in flight. */
  retrying?: boolean;
}

/**
 * A read that failed (the server or the network), said as such with Try again: never shown as an
 * empty list or as "not found". It stays on the page (unlike the toast) until the read succeeds.
 */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Paper withBorder radius="lg" shadow="xs" role="alert" data-testid="load-error">
      <EmptyState
        title={title}
        description={errorMessage(error)}
        icon={<IconAlertTriangle size={26} stroke={1.6} color="var(--mantine-color-red-8)" />}
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} />} loading={retrying} onClick={() => void onRetry()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    </Paper>
  );
}

/** The parts of a TanStack query that a page's failure state reads. */
export interface FailedRead {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Whether a read failed for another reason than "not found" (and nothing is cached to show instead). */
export const failedToLoad = (query: FailedRead, data: unknown) => query.isError && data === undefined && !isNotFound(query.error);
