/**
 * The supplier marks the request paid (an increase) or assigned (a decrease). In one transaction:
 * the request's lock and status, then the stock's lock, then the invariant (the stored lines still
 * add or withdraw exactly what the stock needs now), and only then the units move through the
 * ledger and the par level takes the requested value.
 */
import type { AuthContext } from '../../platform/auth.js';
import { recordAudit, statusChange } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { lockStocks, receiveLot, withdrawUnits } from '../stock/ledger.js';
import { totalOf } from '../stock/lots.js';
import { checkLinesStillFit, unitsToAssign } from './lines.js';
import * as repo from './repository.js';
import type { RequestContext } from './context.js';

export async function markAssigned(ctx: RequestContext, auth: AuthContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    let lines: Awaited<ReturnType<typeof repo.linesOf>> = [];
    const {
      row: request,
      from,
      to,
    } = await ctx.transitionRequest(tx, auth, id, 'markAssigned', {
      checkInvariants: async (t, locked) => {
        const stock = (await lockStocks(t, [locked.stockId])).get(locked.stockId)!;
        lines = await repo.linesOf(t, [id]);
        const needed = unitsToAssign(locked.kind, stock.parLevel, locked.requestedParLevel, stock.onHandUnits);
        checkLinesStillFit(
          locked.kind,
          needed,
          lines.map((l) => l.line),
        );
      },
      moveUnits: async (t, locked) => {
        const cause = { sourceId: id, actorId: auth.actor?._id ?? auth.user._id };
        for (const { line } of lines) {
          if (locked.kind === 'INCREASE') {
            await receiveLot(
              t,
              { stockId: locked.stockId, locationId: line.locationId, lotNumber: line.lotNumber, expiry: line.expiry, units: line.assignedUnits },
              { ...cause, reason: 'STOCK_REQUEST_ASSIGNED' },
            );
          } else {
            await withdrawUnits(t, line.stockUnitId!, line.assignedUnits, { ...cause, reason: 'STOCK_REQUEST_WITHDRAWN' });
          }
        }
        await ctx.stock.setParLevel(t, locked.stockId, locked.requestedParLevel, locked.minimumExpiry);
      },
    });
    // A new par above what the stock holds (units left it since the request was made) opens its replenishment.
    await ctx.replenishments.openForShortfall(tx, auth, request.stockId);
    const row = await ctx.find(auth, id, tx);
    const moved = totalOf(lines.map((l) => l.line));
    await notify(tx, {
      type: 'STOCK_ASSIGNED',
      senderId: auth.user._id,
      params: { kind: request.kind, units: moved, product: row.product.name, member: row.Member.name, parLevel: String(request.requestedParLevel) },
      ids: { stockId: request.stockId, stockRequestId: id },
      to: { member: request.memberId, distributor: [...new Set(lines.flatMap((l) => (l.distributorId ? [l.distributorId] : [])))] },
    });
    await recordAudit(tx, auth, {
      action: 'stockrequest.markAssigned',
      entityType: 'stock_request',
      entityId: id,
      detail: { ...statusChange({ from, to }), units: moved },
    });
  });
  return ctx.get(auth, id);
}
