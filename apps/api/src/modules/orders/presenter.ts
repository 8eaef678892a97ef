import type { Order } from '@rds/contract';
import { presentProductBrief } from '../stock/presenter.js';
import type { OrderRow } from './repository.js';

export function presentOrder({ order, product, Location, Member, Supplier, Distributor }: OrderRow): Order {
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
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
