/**
 * Transfers between members. The sender names the recipient and units of lots of one of its
 * stocks; the units are held on the lots (not available to orders or other transfers) until the
 * recipient decides. Approval moves them in one transaction, both stocks locked in id order: out
 * of each sender lot (TRANSFER_OUT) and into the recipient's stock of the product, same lot number,
 * expiry and location (TRANSFER_IN); no unit is created or lost. Denial releases the hold.
 */
import type { ListQuery, OrderLine } from '@rds/contract';
import type { Database, Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition } from '../../platform/transition.js';
import { recordAudit, statusChange } from '../audit/service.js';
import { notify, settleApprovals } from '../notifications/service.js';
import type { ReplenishmentService } from '../replenishments/service.js';
import { holdUnits, lockStocks, receiveLot, releaseUnits, withdrawUnits } from '../stock/ledger.js';
import { totalOf } from '../stock/lots.js';
import type { StockService } from '../stock/service.js';
import { transferPolicy } from './policy.js';
import { presentTransfers } from './presenter.js';
import * as repo from './repository.js';
import { transferWorkflow } from './workflow.js';

export function createTransferService({
  db,
  stock,
  replenishments,
}: {
  db: Database;
  stock: Pick<StockService, 'lockOwnStock' | 'ensureStock'>;
  replenishments: Pick<ReplenishmentService, 'openForShortfall'>;
}) {
  async function present(auth: AuthContext, rows: repo.TransferRow[], tx: Executor = db) {
    return presentTransfers(
      rows,
      await repo.unitsOf(
        tx,
        rows.map((r) => r.transfer._id),
      ),
      viewerOf(auth),
    );
  }
  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findTransfer(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'transfer' });
    return row;
  }
  const get = async (auth: AuthContext, id: string) => (await present(auth, [await find(auth, id)]))[0]!;
  const distributorsOf = (lines: Awaited<ReturnType<typeof repo.unitsOf>>) => [...new Set(lines.flatMap((l) => (l.distributorId ? [l.distributorId] : [])))];

  return {
    get,

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listTransfers(db, auth.user, query);
      return { transfers: await present(auth, rows), total };
    },

    /** Every transfer of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.transfersQuery(tx, repo.visibleTo(auth.user), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /** The sender offers units of lots of its stock `stockId` to `memberId`; the units are held until the recipient decides. */
    async request(auth: AuthContext, stockId: string, input: { memberId: string; stockUnits: OrderLine[] }) {
      if (input.memberId === auth.user._id) throw badRequest('api.transfers.notYourself');
      if (new Set(input.stockUnits.map((l) => l.stockUnitId)).size !== input.stockUnits.length) throw badRequest('api.lots.nameOnce');
      const recipient = await repo.activeMember(db, input.memberId);
      if (!recipient) throw notFound('api.notFound.record', { name: 'member' });
      const id = await db.transaction(async (tx) => {
        const { supplierId } = await stock.lockOwnStock(tx, auth, stockId);
        const lots = await repo.lotsOfStock(
          tx,
          stockId,
          input.stockUnits.map((l) => l.stockUnitId),
        );
        if (lots.length !== input.stockUnits.length) throw badRequest('api.transfers.onlyThisStock');
        for (const line of input.stockUnits) await holdUnits(tx, line.stockUnitId, line.units);
        const transfer = await repo.insertTransfer(
          tx,
          { stockId, senderMemberId: auth.user._id, recipientMemberId: recipient._id, supplierId },
          input.stockUnits,
        );
        const row = await find(auth, transfer._id, tx);
        await notify(tx, {
          type: 'TRANSFER_CREATED',
          senderId: auth.user._id,
          params: {
            sender: auth.user.name,
            recipient: recipient.name,
            units: totalOf(input.stockUnits.map((l) => ({ assignedUnits: l.units }))),
            product: row.product.name,
          },
          ids: { stockTransferRequestId: transfer._id, stockId },
          to: { member: recipient._id, supplier: supplierId, distributor: [...new Set(lots.flatMap((l) => (l.distributorId ? [l.distributorId] : [])))] },
          askForApproval: true,
        });
        await recordAudit(tx, auth, {
          action: 'transfer.request',
          entityType: 'transfer',
          entityId: transfer._id,
          detail: { to: transfer.status, recipientId: recipient._id, lines: input.stockUnits },
        });
        return transfer._id;
      });
      return get(auth, id);
    },

    /** Only the recipient decides, on the transfer as it was shown (`seenVersion`). */
    async decide(auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number) {
      await db.transaction(async (tx) => {
        let lines: Awaited<ReturnType<typeof repo.unitsOf>> = [];
        const {
          row: transfer,
          from,
          to,
        } = await transition(tx, {
          workflow: transferWorkflow,
          event: decision,
          actor: auth.user.type,
          what: 'transfer',
          seenVersion,
          lock: (t) => repo.lockTransfer(t, id, repo.visibleTo(auth.user)),
          authorize: (t) => transferPolicy.authorize(viewerOf(auth), t, decision),
          save: (t, status, version) => repo.saveTransition(t, id, status, version),
          moveUnits: async (t, locked) => {
            lines = await repo.unitsOf(t, [id]);
            if (decision === 'deny') {
              for (const { line } of lines) await releaseUnits(t, line.stockUnitId, line.units);
              return;
            }
            const row = await find(auth, id, t);
            const recipientStockId = await stock.ensureStock(t, locked.recipientMemberId, row.product._id);
            await lockStocks(t, [locked.stockId, recipientStockId]);
            const cause = { sourceId: id, actorId: auth.actor?._id ?? auth.user._id };
            for (const { line, lot } of lines) {
              await withdrawUnits(t, line.stockUnitId, line.units, { ...cause, reason: 'TRANSFER_OUT' }, { fromHold: true });
              await receiveLot(
                t,
                { stockId: recipientStockId, locationId: lot.locationId, lotNumber: lot.lotNumber, expiry: lot.expiry, units: line.units },
                { ...cause, reason: 'TRANSFER_IN' },
              );
            }
          },
        });
        await settleApprovals(tx, 'stockTransferRequestId', id);
        // The sender's stock may now be short of its par level.
        if (decision === 'approve') await replenishments.openForShortfall(tx, auth, transfer.stockId);
        const row = await find(auth, id, tx);
        const moved = lines.reduce((sum, { line }) => sum + line.units, 0);
        await notify(tx, {
          type: decision === 'approve' ? 'TRANSFER_APPROVED' : 'TRANSFER_DENIED',
          senderId: auth.user._id,
          params: { recipient: row.recipientMember.name, units: moved, product: row.product.name, sender: row.senderMember.name },
          ids: { stockTransferRequestId: id, stockId: transfer.stockId },
          to: { member: [transfer.senderMemberId, transfer.recipientMemberId], supplier: row.Supplier._id, distributor: distributorsOf(lines) },
        });
        await recordAudit(tx, auth, {
          action: `transfer.${decision}`,
          entityType: 'transfer',
          entityId: id,
          detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
        });
      });
      return get(auth, id);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
