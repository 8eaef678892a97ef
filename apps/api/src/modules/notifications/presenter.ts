import type { Notification } from '@rds/contract';
import type { notifications } from '../../db/schema.js';

type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow, sender: { name: string; profilePic: string | null } | null): Notification {
  return {
    _id: row._id,
    type: row.type,
    message: row.message,
    messageMain: row.messageMain,
    isSeen: row.isSeen,
    askForApproval: row.askForApproval,
    recipientType: row.recipientType,
    link: row.link,
    Sender: sender,
    stockId: row.stockId,
    stockRequestId: row.stockRequestId,
    stockReplenishId: row.stockReplenishId,
    orderId: row.orderId,
    locationId: row.locationId,
    supplyChainId: row.supplyChainId,
    stockTransferRequestId: row.stockTransferRequestId,
    stockReplacementId: row.stockReplacementId,
    countId: row.countId,
    recallId: row.recallId,
    createdAt: row.createdAt.toISOString(),
  };
}
