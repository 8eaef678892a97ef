import type { Order } from '@rds/contract';

/** Where an expiring-lot order stands, in the spec's words (the administrator's list, the member's orders). */
export function expiringStatusLabel(order: Pick<Order, 'isApproved' | 'status'>): { label: string; color: string } {
  if (!order.isApproved) return { label: 'Waiting for member approval', color: 'orange' };
  if (order.status === 'CREATED') return { label: 'Approved by member', color: 'blue' };
  if (order.status === 'PACKAGED') return { label: 'Waiting for confirmation', color: 'grape' };
  return { label: 'Completed', color: 'green' };
}
