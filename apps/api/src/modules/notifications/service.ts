import { NOTIFICATION_ROUTES, notificationLink, type ListQuery, type NotificationIds, type NotificationType, type UserType } from '@rds/contract';
import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { presentNotification } from './presenter.js';
import * as repo from './repository.js';

export interface NotificationEvent {
  type: NotificationType;
  /** Who caused the event; never notified of their own action. */
  senderId: string | null;
  message: string;
  messageMain: string;
  ids: NotificationIds;
  /**
   * The particular member, supplier or distributor(s) concerned. Administrators are not named:
   * when the event's route lists healthpro, every active administrator hears of it.
   */
  to: Partial<Record<Exclude<UserType, 'healthpro'>, string | string[] | null>>;
  askForApproval?: boolean;
}

/**
 * Writes an event's notifications inside the event's own transaction, to the recipients of the
 * contract's NOTIFICATION_ROUTES table, each with the link of their portal.
 */
export async function notify(tx: Executor, event: NotificationEvent): Promise<void> {
  const route = NOTIFICATION_ROUTES[event.type];
  const recipients = new Map<string, UserType>();
  for (const type of route.recipients) {
    if (type === 'healthpro') {
      for (const id of await repo.activeAdministratorIds(tx, event.senderId)) recipients.set(id, 'healthpro');
      continue;
    }
    const named = event.to[type];
    for (const id of named == null ? [] : Array.isArray(named) ? named : [named]) {
      if (id !== event.senderId) recipients.set(id, type);
    }
  }
  await repo.insertNotifications(
    tx,
    [...recipients].map(([recipientId, recipientType]) => ({
      recipientId,
      recipientType,
      senderId: event.senderId,
      type: event.type,
      message: event.message,
      messageMain: event.messageMain,
      link: notificationLink(event.type, recipientType, event.ids),
      askForApproval: event.askForApproval ?? false,
      ...event.ids,
    })),
  );
}

export function createNotificationService(db: Database) {
  return {
    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total, unreadCount } = await repo.listForRecipient(db, auth.user._id, query);
      return {
        notifications: rows.map((r) => presentNotification(r.notification, r.sender)),
        total,
        unreadCount,
      };
    },

    async unseen(auth: AuthContext) {
      const count = await repo.countUnseen(db, auth.user._id);
      return { unreadCount: count, countUnseen: count };
    },

    async markSeen(auth: AuthContext, id: string) {
      const row = await repo.markSeen(db, id, auth.user._id);
      if (!row) throw notFound('That notification');
      return presentNotification(row.notification, row.sender);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
