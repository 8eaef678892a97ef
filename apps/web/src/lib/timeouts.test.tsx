import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, SESSION_REHYDRATION_TIMEOUT_MS } from '@rds/contract';
import { RouteErrorBoundary } from '../app/RouteError';
import { t } from './i18n';
import { lazyScreen } from './lazyScreen';
import { startWhenRestored } from './timeouts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const never = () => new Promise<never>(() => {});

describe('restoring the stored session', () => {
  it('is the spec’s 5,000 ms and 120,000 ms', () => {
    expect(SESSION_REHYDRATION_TIMEOUT_MS).toBe(5_000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('gives up after 5,000 ms: the page draws although the first screen has not arrived', async () => {
    const start = vi.fn();
    startWhenRestored(never(), start);

    await vi.advanceTimersByTimeAsync(SESSION_REHYDRATION_TIMEOUT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('draws as soon as it is restored, once, and once more when it fails', async () => {
    const start = vi.fn();
    let done!: () => void;
    startWhenRestored(new Promise<void>((resolve) => (done = resolve)), start);
    await vi.advanceTimersByTimeAsync(10);
    done();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_REHYDRATION_TIMEOUT_MS);
    expect(start).toHaveBeenCalledTimes(1);

    const failed = vi.fn();
    startWhenRestored(Promise.reject(new Error('offline')), failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

describe('a screen whose chunk does not arrive', () => {
  it('shows the route error after 120,000 ms instead of loading for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen<{ default: () => null }>(never);
    render(
      <MantineProvider>
        <RouteErrorBoundary>
          <Suspense fallback={<p>{t('common.loading')}</p>}>
            <Screen />
          </Suspense>
        </RouteErrorBoundary>
      </MantineProvider>,
    );

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText(t('common.loading'))).toBeTruthy();
    expect(screen.queryByText(t('routeError.slowTitle'))).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(t('routeError.slowTitle'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('routeError.reload') })).toBeTruthy();
  });
});
