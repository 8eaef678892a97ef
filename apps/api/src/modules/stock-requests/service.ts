import {
  meetsMinimumExpiry,
  proposedLotSchema,
  today,
  withdrawnLotSchema,
  type ListQuery,
  type ProposedLot,
  type StockRequest,
  type StockRequestKind,
  type WithdrawnLot,
} from '@rds/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/service.js';
import type { InvoiceService } from '../invoices/service.js';
import type { LocationService } from '../locations/service.js';
import { notify } from '../notifications/service.js';
import { receiveLot, withdrawUnits } from '../stock/ledger.js';
import { presentProductBrief } from '../stock/presenter.js';
import type { StockService } from '../stock/service.js';
import * as repo from './repository.js';
import { stockRequestWorkflow, type StockRequestEvent } from './workflow.js';

export interface StockRequestDeps {
  db: Database;
  stock: StockService;
  locations: LocationService;
  invoices: InvoiceService;
}

const units = (n: number) => `${n.toLocaleString('en-CA')} unit${n === 1 ? '' : 's'}`;

/** How many units a proposal must add (increase: the par difference) or withdraw (decrease: what the new par leaves over). */
function unitsToAssign(kind: StockRequestKind, parLevel: number, requestedParLevel: number, heldUnits: number) {
  return kind === 'INCREASE' ? requestedParLevel - parLevel : Math.max(0, heldUnits - requestedParLevel);
}

function checkRequestedPar(kind: StockRequestKind, current: number, requested: number) {
  if (requested === current) throw badRequest(`The par level is already ${current}; ask for a different one`);
  if (kind === 'INCREASE' && requested < current) throw badRequest(`An increase must ask for more than the current par level of ${current}`);
  if (kind === 'DECREASE' && requested > current) throw badRequest(`A decrease must ask for less than the current par level of ${current}`);
}

function parseLines<T extends z.ZodType>(schema: T, lines: object[]): z.infer<T>[] {
  return lines.map((line) => {
    const parsed = schema.safeParse(line);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    return parsed.data;
  });
}

export function createStockRequestService({ db, stock, locations, invoices }: StockRequestDeps) {
  /** Presents requests with their lines and comments, read in two queries however many requests there are. */
  async function present(rows: repo.RequestRow[], tx: Executor = db): Promise<StockRequest[]> {
    const ids = rows.map((row) => row.request._id);
    const [lines, comments] = await Promise.all([repo.linesOf(tx, ids), repo.commentsOf(tx, ids)]);
    return rows.map((row) => {
      const r = row.request;
      return {
        _id: r._id,
        kind: r.kind,
        status: r.status,
        parLevel: r.parLevel,
        requestedParLevel: r.requestedParLevel,
        minimumExpiry: r.minimumExpiry,
        unitsToAssign: unitsToAssign(r.kind, row.stock.parLevel, r.requestedParLevel, row.totalAssignedUnits),
        invoiceId: row.invoiceId,
        Stock: {
          _id: row.stock._id,
          parLevel: row.stock.parLevel,
          totalAssignedUnits: row.totalAssignedUnits,
          minimumExpiry: row.stock.minimumExpiry,
          Product: presentProductBrief(row.product),
        },
        Member: row.Member,
        Supplier: row.Supplier,
        StockRequestUnits: lines
          .filter(({ line }) => line.stockRequestId === r._id)
          .map(({ line, Location }) => ({
            _id: line._id,
            locationId: line.locationId,
            stockUnitId: line.stockUnitId,
            assignedUnits: line.assignedUnits,
            expiry: line.expiry,
            lotNumber: line.lotNumber,
            Location,
          })),
        StockRequestComments: comments
          .filter(({ comment }) => comment.stockRequestId === r._id)
          .map(({ comment, Sender }) => ({
            _id: comment._id,
            comment: comment.comment,
            date: comment.createdAt.toISOString(),
            senderType: Sender.type.toUpperCase() as 'MEMBER' | 'SUPPLIER' | 'HEALTHPRO' | 'DISTRIBUTOR',
            Sender: { _id: Sender._id, name: Sender.name, profilePic: Sender.profilePic },
          })),
        commentCount: row.commentCount,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  const presentOne = async (row: repo.RequestRow) => (await present([row]))[0]!;

  async function find(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findRequest(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('That stock request');
    return row;
  }

  /** Moves the request (status checked in the update itself); a lost race is a 409. */
  async function move(tx: Executor, auth: AuthContext, row: repo.RequestRow, event: StockRequestEvent, changes = {}) {
    const to = stockRequestWorkflow.next(event, row.request.status, auth.user.type);
    const moved = await repo.moveStatus(tx, row.request._id, row.request.status, to, changes);
    if (!moved) throw new AppError('WRONG_STATUS', 'Someone else acted on this request first; reload to see where it stands');
    return moved;
  }

  const label = (row: repo.RequestRow) => `${row.product.name} for ${row.Member.name}`;

  return {
    get: async (auth: AuthContext, id: string) => presentOne(await find(auth, id)),

    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listRequests(db, repo.visibleTo(auth.user), query);
      return { requests: await present(rows), total };
    },

    /** The member asks to raise or lower a par level; one open request per stock. */
    async create(auth: AuthContext, kind: StockRequestKind, input: { stockId: string; requestedParLevel: number; minimumExpiry: number }) {
      try {
        const id = await db.transaction(async (tx) => {
          const { stock: current, supplierId } = await stock.lockOwnStock(tx, auth, input.stockId);
          checkRequestedPar(kind, current.parLevel, input.requestedParLevel);
          const open = await repo.findOpenRequest(tx, current._id);
          if (open) throw conflict(`This stock already has an open request (${open.status.toLowerCase().replace(/_/g, ' ')})`);
          const created = await repo.insertRequest(tx, {
            stockId: current._id,
            memberId: auth.user._id,
            supplierId,
            kind,
            parLevel: current.parLevel,
            requestedParLevel: input.requestedParLevel,
            minimumExpiry: input.minimumExpiry,
          });
          const row = await find(auth, created._id, tx);
          await notify(tx, {
            type: 'STOCK_REQUEST_CREATED',
            senderId: auth.user._id,
            message: `${auth.user.name} asks to ${kind === 'INCREASE' ? 'raise' : 'lower'} the par level of ${row.product.name} from ${current.parLevel} to ${input.requestedParLevel}`,
            messageMain: kind === 'INCREASE' ? 'Par-level increase requested' : 'Par-level decrease requested',
            ids: { stockRequestId: row.request._id, stockId: current._id },
            to: { supplier: row.request.supplierId },
            askForApproval: true,
          });
          await recordAudit(tx, auth, { action: `stockrequest.${kind.toLowerCase()}`, entityType: 'stock_request', entityId: row.request._id });
          return row.request._id;
        });
        return presentOne(await find(auth, id));
      } catch (error) {
        if (isUniqueViolation(error, 'stock_requests_one_open_uq')) throw conflict('This stock already has an open request');
        throw error;
      }
    },

    /** The member edits a request while it is pending. */
    async update(auth: AuthContext, id: string, input: { requestedParLevel: number; minimumExpiry: number }) {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        checkRequestedPar(row.request.kind, row.stock.parLevel, input.requestedParLevel);
        await move(tx, auth, row, 'edit', input);
        await recordAudit(tx, auth, { action: 'stockrequest.update', entityType: 'stock_request', entityId: id, detail: input });
      });
      return presentOne(await find(auth, id));
    },

    /** The administrator approves or denies a pending request. */
    async decide(auth: AuthContext, id: string, decision: 'approve' | 'deny') {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        await move(tx, auth, row, decision);
        await notify(tx, {
          type: decision === 'approve' ? 'STOCK_REQUEST_APPROVED' : 'STOCK_REQUEST_DENIED',
          senderId: auth.user._id,
          message: `The par-level request for ${label(row)} (${row.request.parLevel} to ${row.request.requestedParLevel}) was ${decision === 'approve' ? 'approved' : 'denied'}`,
          messageMain: decision === 'approve' ? 'Par-level request approved' : 'Par-level request denied',
          ids: { stockRequestId: id, stockId: row.stock._id },
          to: { member: row.request.memberId },
        });
        await recordAudit(tx, auth, { action: `stockrequest.${decision}`, entityType: 'stock_request', entityId: id });
      });
      return presentOne(await find(auth, id));
    },

    /**
     * The supplier proposes the lines: for an increase, new lots at its approved locations that add
     * exactly the par difference, each with enough shelf life; for a decrease, units of the stock's
     * own lots that remove exactly what the new par leaves over. An increase gets its invoice here.
     */
    async propose(auth: AuthContext, id: string, rawLines: object[]) {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        stockRequestWorkflow.next('propose', row.request.status, auth.user.type);
        const { kind, requestedParLevel, minimumExpiry } = row.request;
        const needed = unitsToAssign(kind, row.stock.parLevel, requestedParLevel, row.totalAssignedUnits);
        let lines: { locationId: string; stockUnitId: string | null; lotNumber: string; expiry: string; assignedUnits: number }[];
        if (kind === 'INCREASE') {
          if (rawLines.length === 0) throw badRequest('Propose at least one lot');
          const lots: ProposedLot[] = parseLines(proposedLotSchema, rawLines);
          await locations.usableLocations(auth, lots.map((l) => l.locationId), tx);
          const on = today();
          for (const lot of lots) {
            if (!meetsMinimumExpiry(lot.expiry, minimumExpiry, on)) {
              throw badRequest(`Assigned stock does not meet minimum expiration value: lot ${lot.lotNumber} expires ${lot.expiry}, and ${minimumExpiry} month${minimumExpiry === 1 ? '' : 's'} of shelf life are needed`);
            }
          }
          lines = lots.map((l) => ({ ...l, stockUnitId: null }));
        } else {
          const picks: WithdrawnLot[] = parseLines(withdrawnLotSchema, rawLines);
          const held = new Map((await repo.stockUnitsOf(tx, row.stock._id)).map((u) => [u._id, u]));
          if (new Set(picks.map((p) => p.stockUnitId)).size !== picks.length) throw badRequest('Name each lot once');
          lines = picks.map((pick) => {
            const unit = held.get(pick.stockUnitId);
            if (!unit) throw badRequest('Withdraw only from lots of this stock');
            if (pick.assignedUnits > unit.units) throw badRequest(`Lot ${unit.lotNumber} holds ${units(unit.units)}; ${pick.assignedUnits} cannot be withdrawn`);
            return { locationId: unit.locationId, stockUnitId: unit._id, lotNumber: unit.lotNumber, expiry: unit.expiry, assignedUnits: pick.assignedUnits };
          });
        }
        const proposed = lines.reduce((sum, l) => sum + l.assignedUnits, 0);
        if (proposed !== needed) {
          throw badRequest(`The lines must ${kind === 'INCREASE' ? 'add' : 'withdraw'} exactly ${units(needed)}; they ${kind === 'INCREASE' ? 'add' : 'withdraw'} ${units(proposed)}`);
        }
        await repo.replaceLines(tx, id, lines.map((l) => ({ ...l, stockRequestId: id })));
        if (kind === 'INCREASE') {
          await invoices.upsertForStockRequest(tx, {
            stockRequestId: id,
            memberId: row.request.memberId,
            supplierId: row.request.supplierId,
            productId: row.product._id,
            units: proposed,
            unitPrice: row.product.price,
          });
        }
        const revising = row.request.status === 'ASSIGNED_REQUEST';
        await move(tx, auth, row, 'propose');
        await notify(tx, {
          type: 'STOCK_REQUEST_ASSIGNED',
          senderId: auth.user._id,
          message: `${auth.user.name} ${revising ? 'revised' : 'proposed'} the lots for ${row.product.name}: ${units(proposed)} in ${lines.length} lot${lines.length === 1 ? '' : 's'}. Review and approve them.`,
          messageMain: 'Proposed stock locations ready for approval',
          ids: { stockRequestId: id, stockId: row.stock._id },
          to: { member: row.request.memberId },
          askForApproval: true,
        });
        await recordAudit(tx, auth, { action: 'stockrequest.propose', entityType: 'stock_request', entityId: id, detail: { lines: lines.length, units: proposed } });
      });
      return presentOne(await find(auth, id));
    },

    /** The spec's `stock/{id}/assign`: a proposal for the open request of a stock. */
    async proposeForStock(auth: AuthContext, stockId: string, rawLines: object[]) {
      const open = await repo.findOpenRequest(db, stockId);
      if (!open || !(await repo.findRequest(db, open._id, repo.visibleTo(auth.user)))) throw notFound('An open request for that stock');
      return this.propose(auth, open._id, rawLines);
    },

    /** The member approves the supplier's proposal. */
    async approveProposal(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        await move(tx, auth, row, 'approveProposal');
        await notify(tx, {
          type: 'STOCK_REQUEST_PROPOSAL_APPROVED',
          senderId: auth.user._id,
          message: `${auth.user.name} approved the proposed lots for ${row.product.name}`,
          messageMain: 'Proposed stock approved',
          ids: { stockRequestId: id, stockId: row.stock._id },
          to: { supplier: row.request.supplierId },
        });
        await recordAudit(tx, auth, { action: 'stockrequest.approveProposal', entityType: 'stock_request', entityId: id });
      });
      return presentOne(await find(auth, id));
    },

    /**
     * The supplier marks the request paid (increase) or assigned (decrease): in one transaction the
     * status moves, the stock is locked, the lines become ledger rows and the par level takes the requested value.
     */
    async markAssigned(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        await move(tx, auth, row, 'markAssigned');
        await stock.lockStock(tx, row.stock._id);
        const lines = await repo.linesOf(tx, [id]);
        const cause = { sourceId: id, actorId: auth.actor?._id ?? auth.user._id };
        for (const { line } of lines) {
          if (row.request.kind === 'INCREASE') {
            await receiveLot(
              tx,
              { stockId: row.stock._id, locationId: line.locationId, lotNumber: line.lotNumber, expiry: line.expiry, units: line.assignedUnits },
              { ...cause, reason: 'STOCK_REQUEST_ASSIGNED' },
            );
          } else {
            await withdrawUnits(tx, line.stockUnitId!, line.assignedUnits, { ...cause, reason: 'STOCK_REQUEST_WITHDRAWN' });
          }
        }
        await stock.setParLevel(tx, row.stock._id, row.request.requestedParLevel, row.request.minimumExpiry);
        const moved = lines.reduce((sum, l) => sum + l.line.assignedUnits, 0);
        await notify(tx, {
          type: 'STOCK_ASSIGNED',
          senderId: auth.user._id,
          message:
            row.request.kind === 'INCREASE'
              ? `${units(moved)} of ${row.product.name} were added to ${row.Member.name}'s reserve; the par level is now ${row.request.requestedParLevel}`
              : `${units(moved)} of ${row.product.name} were withdrawn from ${row.Member.name}'s reserve; the par level is now ${row.request.requestedParLevel}`,
          messageMain: 'Stock assigned',
          ids: { stockId: row.stock._id, stockRequestId: id },
          to: { member: row.request.memberId, distributor: [...new Set(lines.flatMap((l) => (l.distributorId ? [l.distributorId] : [])))] },
        });
        await recordAudit(tx, auth, { action: 'stockrequest.markAssigned', entityType: 'stock_request', entityId: id, detail: { units: moved } });
      });
      return presentOne(await find(auth, id));
    },

    /** A comment from the member or the supplier; the other side is told. */
    async comment(auth: AuthContext, id: string, text: string) {
      await db.transaction(async (tx) => {
        const row = await find(auth, id, tx);
        await repo.insertComment(tx, { stockRequestId: id, senderId: auth.user._id, comment: text });
        await notify(tx, {
          type: 'STOCK_REQUEST_COMMENT',
          senderId: auth.user._id,
          message: `${auth.user.name} on ${row.product.name}: ${text.length > 140 ? `${text.slice(0, 137)}...` : text}`,
          messageMain: 'New comment',
          ids: { stockRequestId: id, stockId: row.stock._id },
          to: { member: row.request.memberId, supplier: row.request.supplierId },
        });
        await recordAudit(tx, auth, { action: 'stockrequest.comment', entityType: 'stock_request', entityId: id });
      });
      return presentOne(await find(auth, id));
    },
  };
}

export type StockRequestService = ReturnType<typeof createStockRequestService>;
