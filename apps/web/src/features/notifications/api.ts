import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_NOTIFICATIONS, type notificationListSchema, type unseenSchema } from '@rds/contract';
import type { z } from 'zod';
import { api, portalUrl, type QueryString } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

export type NotificationList = z.infer<typeof notificationListSchema>;
export type UnseenCounts = z.infer<typeof unseenSchema>;

/** GET /api/{type}/notifications?limit&skip&search&sort → {notifications, total, unreadCount}. */
export function useNotificationList(queryString: QueryString) {
  return useQuery<NotificationList>({
    queryKey: queryKeys.notifications.list(queryString),
    queryFn: ({ signal }) => api.get('/notifications', { params: { query: queryString }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/{type}/notifications/unseen → {unreadCount, countUnseen} for the menu badge: polled every
 * 30 s while the live stream is down, kept up to date by the stream while it is open.
 */
export function useUnseenCount(enabled = true, live = false) {
  const query = useQuery({
    queryKey: queryKeys.notifications.unseen,
    queryFn: ({ signal }) => api.get('/notifications/unseen', { signal }).then((r) => r.data),
    refetchInterval: live ? false : 30_000,
    refetchIntervalInBackground: false,
    enabled,
    meta: { background: true },
  });
  const data = query.data;
  return data ? (data.unreadCount ?? data.countUnseen ?? 0) : 0;
}

/** PATCH /api/{type}/notification/{id}/seen, then the list and the badge are fetched again. */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch('/notification/{id}/seen', { params: { path: { id } } }),
    onSuccess: () => invalidate(queryClient, queryKeys.notifications.all),
  });
}

/** The longest pause before opening the stream again after it dropped; the polls cover the gap. */
const RECONNECT_MAX_MS = 60_000;

/**
 * This tab's live notification stream (decision 018): an EventSource opened with a one-use ticket,
 * so the session's token never appears in a URL. A notification refreshes the list and the
 * administrator's worklist; `unseen` sets the badge. When the stream drops it is opened again with
 * a fresh ticket after a growing pause, and the badge polls meanwhile; nothing is shown about it.
 * Answers whether the stream is open.
 */
export function useLiveNotifications(enabled = true): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let failures = 0;
    let stopped = false;
    const down = () => {
      source?.close();
      source = undefined;
      setLive(false);
      if (stopped) return;
      const pause = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** failures++);
      retry = window.setTimeout(() => void open(), pause / 2 + Math.random() * (pause / 2));
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await api.post('/notifications/stream/ticket')).data.ticket;
      } catch {
        return down(); // a 401 has already sent the tab to /login; anything else is tried again later
      }
      const url = portalUrl('/notifications/stream', { params: { query: { ticket } } });
      if (stopped || !url) return;
      source = new EventSource(url);
      source.onopen = () => {
        failures = 0;
        setLive(true);
        // What came while the stream was down: the lists read afresh (the badge comes as an event).
        void invalidate(queryClient, queryKeys.notifications.all);
      };
      // The browser would come back with the same (spent) ticket: this tab opens the stream itself.
      source.onerror = down;
      source.addEventListener(LIVE_NOTIFICATIONS.events.notification, () => void invalidate(queryClient, queryKeys.notifications.lists, queryKeys.worklist));
      source.addEventListener(LIVE_NOTIFICATIONS.events.unseen, (event) => {
        queryClient.setQueryData(queryKeys.notifications.unseen, JSON.parse((event as MessageEvent<string>).data) as UnseenCounts);
      });
    };
    void open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [enabled, queryClient]);
  return live;
}
