import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { queryKeys } from '../../lib/queryKeys';
import { answer, fakeToken, fakeUser, stubFetch } from '../../testing/fixtures';
import { useLiveNotifications } from './api';

/** The browser's EventSource, as far as the hook uses it: each one made is kept to be driven by the test. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const token = fakeToken();
const ticket = (value: string) => answer(200, { success: true, message: '', data: { ticket: value, expiresInSeconds: 30 } });

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useLiveNotifications(true), { wrapper }) };
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  saveSession(token, fakeUser('member'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('useLiveNotifications', () => {
  it('opens the stream with a ticket, never the token, and keeps the badge and lists up to date', async () => {
    const fetchMock = stubFetch(ticket('t1'));
    const { result, queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/member/notifications/stream/ticket');
    const source = FakeEventSource.made[0]!;
    expect(source.url).toBe('/api/member/notifications/stream?ticket=t1');
    expect(source.url).not.toContain(token);
    expect(result.current).toBe(false);

    act(() => source.onopen!());
    expect(result.current).toBe(true);
    act(() => source.emit('unseen', { unreadCount: 4, countUnseen: 4 }));
    expect(queryClient.getQueryData(queryKeys.notifications.unseen)).toEqual({ unreadCount: 4, countUnseen: 4 });

    queryClient.setQueryData(queryKeys.notifications.list('?limit=10'), { notifications: [], total: 0, unreadCount: 0 });
    queryClient.setQueryData(queryKeys.worklist, { items: [] });
    act(() => source.emit('notification', { _id: 'n1' }));
    expect(queryClient.getQueryState(queryKeys.notifications.list('?limit=10'))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.worklist)!.isInvalidated).toBe(true);
  });

  it('when the stream drops, says it is down and opens it again with a fresh ticket', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(ticket('t1'), ticket('t2'));
    const { result } = setup();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => FakeEventSource.made[0]!.onopen!());
    act(() => FakeEventSource.made[0]!.onerror!());
    expect(result.current).toBe(false);
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.made[1]!.url).toContain('ticket=t2');
  });

  it('closes the stream when the tab leaves the portal', async () => {
    stubFetch(ticket('t1'));
    const { unmount } = setup();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    unmount();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
  });
});
