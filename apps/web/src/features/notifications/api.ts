import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { notificationListSchema, unseenSchema } from '@rds/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { invalidate, queryKeys } from '../../lib/queryKeys';

export type NotificationList = z.infer<typeof notificationListSchema>;
export type UnseenCounts = z.infer<typeof unseenSchema>;

/** GET /api/{type}/notifications?limit&skip&search&sort → {notifications, total, unreadCount}. */
export function useNotificationList(queryString: string) {
  return useQuery<NotificationList>({
    queryKey: queryKeys.notifications.list(queryString),
    queryFn: ({ signal }) => api.get<NotificationList>(`/notifications${queryString}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/{type}/notifications/unseen → {unreadCount, countUnseen}; polled every 30 s for the menu badge. */
export function useUnseenCount(enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.notifications.unseen,
    queryFn: ({ signal }) => api.get<UnseenCounts>('/notifications/unseen', { signal }).then((r) => r.data),
    refetchInterval: 30_000,
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
    mutationFn: (id: string) => api.patch<unknown>(`/notification/${id}/seen`, {}),
    onSuccess: () => invalidate(queryClient, queryKeys.notifications.all),
  });
}
