import { isLanguage, NOTIFICATION_ROUTES, notificationLink, type ListQuery, type NotificationIds, type NotificationType, type UserType } from '@rds/contract';
import type { Database, Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { translate, type ApiMessageParams } from '../../platform/i18n.js';
import { presentNotification } from './presenter.js';
import * as repo from './repository.js';

export interface NotificationEvent {
  type: NotificationType;
  /** Who caused the event; never notified of their own action. */
  senderId: string | null;
  /**
   * The parameters of the event's texts, the contract's `notification.<TYPE>.title` and `.message`
   * (a `variant` picks a message among several of one type); each recipient reads them in their own language.
   */
  params?: ApiMessageParams;
  ids: NotificationIds;
  /**
   * The particular member, supplier or distributor(s) concerned. Administrators are not named:
   * when the event's route lists healthpro, every active administrator hears of it.
   */
  to: Partial<Record<Exclude<UserType, 'healthpro'>, string | string[] | null>>;
  askForApproval?: boolean;
}

/** The parameters a denial's message takes: the reason the decider gave, if any (`{hasReason, select, ...}`). */
export function denialParams(reason: string | null | undefined): { hasReason: 'yes' | 'no'; reason: string } {
  return reason ? { hasReason: 'yes', reason } : { hasReason: 'no', reason: '' };
}

/**
 * Writes an event's notifications inside the event's own transaction, to the recipients of the
 * contract's NOTIFICATION_ROUTES table, each with the link of their portal.
 */
export async function notify(tx: Executor, event: NotificationEvent): Promise<void> {
  const route = NOTIFICATION_ROUTES[event.type];
  const named = new Map<string, UserType>();
  for (const type of route.recipients) {
    if (type === 'healthpro') continue;
    const ids = event.to[type];
    for (const id of ids == null ? [] : Array.isArray(ids) ? ids : [ids]) {
      if (id !== event.senderId) named.set(id, type);
    }
  }
  const administrators = route.recipients.includes('healthpro');
  const found = await repo.recipientsOf(tx, [...named.keys()], administrators, event.senderId);
  const languages = new Map(found.map((user) => [user._id, user.language]));
  // Administrators are not named: the users found beside the named ones are the active administrators.
  const recipients = new Map(named);
  for (const user of found) if (!named.has(user._id)) recipients.set(user._id, 'healthpro');
  const texts = (recipientId: string) => {
    const language = languages.get(recipientId);
    const lng = isLanguage(language) ? language : 'en';
    return {
      message: translate(lng, `notification.${event.type}.message`, event.params),
      messageMain: translate(lng, `notification.${event.type}.title`, event.params),
    };
  };
  await repo.insertNotifications(
    tx,
    [...recipients].map(([recipientId, recipientType]) => ({
      recipientId,
      recipientType,
      senderId: event.senderId,
      type: event.type,
      ...texts(recipientId),
      link: notificationLink(event.type, recipientType, event.ids),
      askForApproval: event.askForApproval ?? false,
      ...event.ids,
    })),
  );
  await repo.announce(tx, [...recipients.keys()]);
}

/**
 * A record was decided (approved, denied, received...): no notification asks for that decision any
 * more, whoever received it and whether or not they read it. Called in the deciding transaction,
 * before the decision's own notifications are written (a step that asks again, such as a new
 * proposal, writes its asking notification afterwards).
 */
export async function settleApprovals(tx: Executor, record: repo.AskingRecord, id: string): Promise<void> {
  await repo.clearAskForApproval(tx, record, id);
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

    /** Every notification of the list, as the list shows them (same search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.recipientQuery(tx, auth.user._id, query).rows, {
        present: (_, rows) => rows.map((r) => presentNotification(r.notification, r.sender)),
      }),

    async unseen(auth: AuthContext) {
      const count = await repo.countUnseen(db, auth.user._id);
      return { unreadCount: count, countUnseen: count };
    },

    async markSeen(auth: AuthContext, id: string) {
      const row = await repo.markSeen(db, id, auth.user._id);
      if (!row) throw notFound('api.notFound.record', { name: 'notification' });
      // The user's other tabs and devices show the new unseen count.
      await repo.announce(db, [auth.user._id]);
      return presentNotification(row.notification, row.sender);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
