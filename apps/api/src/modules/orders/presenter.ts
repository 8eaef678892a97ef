import type { Order } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { orderPolicy } from './policy.js';
import type { OrderRow } from './repository.js';

/** An order as `viewer` reads it, with what they may do to it now. */
export function presentOrder({ order, product, Location, Member, Supplier, Distributor }: OrderRow, viewer: Viewer): Order {
  return {
    _id: order._id,
    orderId: order.orderId,
    orderDate: order.orderDate.toISOString(),
    type: order.type,
    status: order.status,
    isApproved: order.isApproved,
    units: order.units,
    lotNumber: order.lotNumber,
    unitsExpiry: order.unitsExpiry,
    distributorId: order.distributorId,
    Stock: { _id: order.stockId, Product: presentProductBrief(product) },
    Location,
    Member,
    Supplier,
    Distributor: order.distributorId ? Distributor : null,
    version: order.version,
    abilities: orderPolicy.abilitiesOf(viewer, order),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
