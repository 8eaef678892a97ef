import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { definePolicy } from '../../platform/policy.js';
import type { LockedOrder } from './repository.js';
import { orderWorkflow } from './workflow.js';

const notYours = () => notFound('api.notFound.record', { name: 'order' });

/**
 * Who may do what to an order, beyond the workflow's table: the member approves only an
 * expiring-lot order still waiting; the distributor whose location holds the lot dispatches it, or
 * the supplier when no distributor does, and an expiring-lot order only once approved.
 */
export const orderPolicy = definePolicy(orderWorkflow, {
  approve: {
    event: 'approve',
    refuse: (viewer, order: LockedOrder) => {
      if (order.type !== 'EXPIRING') return () => badRequest('api.orders.onlyExpiringWait');
      if (order.isApproved) return () => new AppError('transition.wrongStatus', 'api.orders.alreadyApproved');
      if (viewer._id !== order.memberId) return notYours;
    },
  },
  dispatch: {
    event: 'dispatch',
    refuse: (viewer, order: LockedOrder) => {
      if (viewer.type === 'supplier' && order.distributorId) return () => forbidden('api.orders.distributorDispatches');
      if (viewer._id !== (order.distributorId ?? order.supplierId)) return notYours;
      if (order.type === 'EXPIRING' && !order.isApproved) return () => new AppError('transition.wrongStatus', 'api.orders.notApprovedYet');
    },
  },
  complete: {
    event: 'complete',
    refuse: (viewer, order: LockedOrder) => (viewer._id !== order.memberId ? notYours : undefined),
  },
});
