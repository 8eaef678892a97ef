/**
 * The supplier proposes the lines of an approved request, and may revise them until the member
 * approves: for an increase, new lots at approved locations it may use that add exactly the par
 * difference, each with enough shelf life (and the invoice, units x price); for a decrease, units
 * of the stock's own lots that withdraw exactly what the new par leaves over. A revision is a
 * transition like any other: it takes the request's lock first, so racing revisions replace each
 * other's lines instead of adding to them, and it moves the version on.
 */
import type { AuthContext } from '../../platform/auth.js';
import { recordAudit, statusChange } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { refuseRecalledLots } from '../stock/ledger.js';
import { totalOf } from '../stock/lots.js';
import { checkProposalTotal, decreaseLines, increaseLines, unitsToAssign, type Line } from './lines.js';
import * as repo from './repository.js';
import type { RequestContext } from './context.js';

export async function propose(ctx: RequestContext, auth: AuthContext, id: string, rawLines: object[]) {
  await ctx.db.transaction(async (tx) => {
    let lines: Line[] = [];
    let revising = false;
    const { from, to } = await ctx.transitionRequest(tx, auth, id, 'propose', {
      writeDependents: async (t, locked) => {
        revising = locked.status === 'ASSIGNED_REQUEST';
        const row = await ctx.find(auth, id, t);
        const { kind, requestedParLevel, minimumExpiry } = locked;
        if (kind === 'INCREASE') {
          lines = increaseLines(rawLines, minimumExpiry);
          await ctx.locations.usableLocations(
            auth,
            lines.map((l) => l.locationId),
            t,
          );
          await refuseRecalledLots(
            t,
            locked.stockId,
            lines.map((l) => l.lotNumber),
          );
        } else {
          lines = decreaseLines(rawLines, await repo.stockUnitsOf(t, locked.stockId));
        }
        checkProposalTotal(kind, unitsToAssign(kind, row.stock.parLevel, requestedParLevel, row.totalAssignedUnits), lines);
        await repo.replaceLines(
          t,
          id,
          lines.map((l) => ({ ...l, stockRequestId: id })),
        );
        if (kind === 'INCREASE') {
          await ctx.invoices.upsertInvoice(t, {
            stockRequestId: id,
            memberId: locked.memberId,
            supplierId: locked.supplierId,
            productId: row.product._id,
            units: totalOf(lines),
            unitPrice: row.product.price,
          });
        }
      },
    });
    const row = await ctx.find(auth, id, tx);
    const proposed = totalOf(lines);
    await notify(tx, {
      type: 'STOCK_REQUEST_ASSIGNED',
      senderId: auth.user._id,
      params: { sender: auth.user.name, variant: revising ? 'revised' : 'proposed', product: row.product.name, units: proposed, lots: lines.length },
      ids: { stockRequestId: id, stockId: row.stock._id },
      to: { member: row.request.memberId },
      askForApproval: true,
    });
    await recordAudit(tx, auth, {
      action: 'stockrequest.propose',
      entityType: 'stock_request',
      entityId: id,
      detail: { ...statusChange({ from, to }), lines: lines.length, units: proposed },
    });
  });
  return ctx.get(auth, id);
}
