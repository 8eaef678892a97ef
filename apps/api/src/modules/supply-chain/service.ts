import type { ListQuery, SupplyChainItem, SupplyChainStatus } from '@rds/contract';
import { SUPPLY_CHAIN_TYPES, supplyChainItemInputSchema, supplyChainItemUpdateSchema } from '@rds/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition } from '../../platform/transition.js';
import { changedFields, recordAudit, statusChange } from '../audit/service.js';
import { denialParams, notify, settleApprovals } from '../notifications/service.js';
import type { ProductService } from '../products/service.js';
import { supplyChainPolicy } from './policy.js';
import { presentChain, presentItem } from './presenter.js';
import * as repo from './repository.js';
import { supplyChainWorkflow, type SupplyChainEvent } from './workflow.js';

export function createSupplyChainService({ db, products }: { db: Database; products: Pick<ProductService, 'setApproval'> }) {
  async function get(auth: AuthContext, chainId: string) {
    const card = await repo.findCardByChain(db, chainId, repo.ownedBy(auth.user));
    if (!card) throw notFound('api.notFound.record', { name: 'supplyChain' });
    return presentChain(card, await repo.itemsOf(db, [chainId]), viewerOf(auth));
  }

  async function ownItem(auth: AuthContext, itemId: string) {
    const found = await repo.findItem(db, itemId, repo.ownedBy(auth.user));
    if (!found) throw notFound('api.notFound.record', { name: 'partner' });
    return found;
  }

  /** Moves a chain through its workflow, then writes what follows from the move: the product's approval and who is told. */
  async function move(
    tx: Transaction,
    auth: AuthContext,
    chainId: string,
    product: { _id: string; name: string; supplierId: string },
    event: SupplyChainEvent | ((chain: repo.LockedChain) => SupplyChainEvent),
    steps: { seenVersion?: number; reason?: string; writeDependents?: () => Promise<void>; checkInvariants?: () => Promise<void> } = {},
  ) {
    const { from, to } = await transition<SupplyChainStatus, SupplyChainEvent, repo.LockedChain>(tx, {
      workflow: supplyChainWorkflow,
      event,
      actor: auth.user.type,
      what: 'supplyChain',
      seenVersion: steps.seenVersion,
      lock: (t) => repo.lockChain(t, chainId),
      // A denial keeps its reason (blank reads as none); an approval clears any earlier one.
      save: (t, status, version) => repo.saveTransition(t, chainId, status, version, status === 'DENIED' ? steps.reason || null : null),
      writeDependents: steps.writeDependents,
      checkInvariants: steps.checkInvariants,
    });
    if (to === 'PENDING' || to === 'APPROVED' || (to === 'DENIED' && from === 'PENDING')) {
      await products.setApproval(tx, product._id, to === 'APPROVED');
    }
    if (from === 'PENDING' && to !== 'PENDING') await settleApprovals(tx, 'supplyChainId', chainId);
    if (to === from && to !== 'PENDING') return { from, to };
    const base = { senderId: auth.user._id, ids: { supplyChainId: chainId }, to: { supplier: product.supplierId } };
    if (to === 'PENDING') {
      const revised = from === 'APPROVED' && typeof event === 'function';
      await notify(tx, {
        ...base,
        type: 'SUPPLY_CHAIN_SUBMITTED',
        params: { sender: auth.user.name, product: product.name, variant: revised ? 'revised' : 'submitted' },
        askForApproval: true,
      });
    } else if (to === 'APPROVED') {
      await notify(tx, {
        ...base,
        type: 'SUPPLY_CHAIN_APPROVED',
        params: { product: product.name },
      });
    } else if (to === 'DENIED') {
      await notify(tx, {
        ...base,
        type: 'SUPPLY_CHAIN_DENIED',
        params: { product: product.name, ...denialParams(steps.reason) },
      });
    }
    return { from, to };
  }

  /**
   * Every change of partners is a transition of the chain: it takes the chain's lock, is refused
   * while the chain awaits review, and sends an approved chain back for review.
   */
  function changePartners(
    tx: Transaction,
    auth: AuthContext,
    chainId: string,
    product: { _id: string; name: string; supplierId: string },
    write: () => Promise<void>,
  ) {
    return move(
      tx,
      auth,
      chainId,
      product,
      (chain) => {
        if (chain.status === 'PENDING') {
          throw new AppError('transition.wrongStatus', 'api.supplyChain.awaitingReview', { product: product.name });
        }
        return chain.status === 'APPROVED' ? 'revise' : 'edit';
      },
      { writeDependents: write },
    );
  }

  return {
    get,

    /** A card per product (the supplier's own; every product for the administrator). */
    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listCards(db, repo.ownedBy(auth.user), query);
      const items = await repo.itemsOf(
        db,
        rows.flatMap((r) => (r.chain ? [r.chain._id] : [])),
      );
      return { supplychain: rows.map((r) => presentChain(r, items, viewerOf(auth))), total };
    },

    /** Every card of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.cardsQuery(tx, repo.ownedBy(auth.user), query).rows, {
        present: async (tx, rows) => {
          const items = await repo.itemsOf(
            tx,
            rows.flatMap((r) => (r.chain ? [r.chain._id] : [])),
          );
          return rows.map((r) => presentChain(r, items, viewerOf(auth)));
        },
      }),

    /** Adds a partner to a product's chain, creating the chain the first time. */
    async addItem(auth: AuthContext, productId: string, input: z.infer<typeof supplyChainItemInputSchema>) {
      const card = await repo.findCardByProduct(db, productId, repo.ownedBy(auth.user));
      if (!card) throw notFound('api.notFound.record', { name: 'product' });
      return db.transaction(async (tx) => {
        const chain = await repo.ensureChain(tx, productId);
        let item!: Awaited<ReturnType<typeof repo.insertItem>>;
        const status = await changePartners(tx, auth, chain._id, card.product, async () => {
          item = await repo.insertItem(tx, { supplyChainId: chain._id, ...input });
        });
        await recordAudit(tx, auth, {
          action: 'supplychain.item.add',
          entityType: 'supply_chain',
          entityId: chain._id,
          detail: { ...statusChange(status), itemId: item._id, partner: item.name },
        });
        return { data: { supplyChainInfo: presentItem(item), supplyChainId: chain._id } };
      });
    },

    /**
     * Edits a partner. The administrators are told of its flag (the spec's "flag changed") as
     * `notify` says: true tells them, false does not; without it, a changed flag is told, so a
     * risk is seen at once.
     */
    async updateItem(auth: AuthContext, itemId: string, input: z.infer<typeof supplyChainItemUpdateSchema>): Promise<SupplyChainItem> {
      const { item, chain, product } = await ownItem(auth, itemId);
      const { id: _id, supplyChainId: _chain, notify: told, ...changes } = input;
      return db.transaction(async (tx) => {
        let updated!: Awaited<ReturnType<typeof repo.updateItem>>;
        const status = await changePartners(tx, auth, chain._id, product, async () => {
          updated = await repo.updateItem(tx, itemId, changes);
        });
        const flagChanged = changes.flag !== undefined && changes.flag !== item.flag;
        if (told ?? flagChanged) {
          await notify(tx, {
            type: 'SUPPLY_CHAIN_FLAG_CHANGED',
            senderId: auth.user._id,
            params: { product: product.name, partnerType: item.type, partner: updated.name, flag: updated.flag ?? 'NONE' },
            ids: { supplyChainId: chain._id },
            to: {},
          });
        }
        await recordAudit(tx, auth, {
          action: 'supplychain.item.update',
          entityType: 'supply_chain',
          entityId: chain._id,
          detail: { ...statusChange(status), itemId, partner: item.name, changes: changedFields(item, changes) },
        });
        return presentItem(updated);
      });
    },

    async deleteItem(auth: AuthContext, itemId: string, type: (typeof SUPPLY_CHAIN_TYPES)[number]) {
      const { item, chain, product } = await ownItem(auth, itemId);
      if (item.type !== type) throw badRequest('api.supplyChain.wrongPartnerType', { actual: item.type, expected: type });
      await db.transaction(async (tx) => {
        const status = await changePartners(tx, auth, chain._id, product, () => repo.deleteItem(tx, itemId));
        await recordAudit(tx, auth, {
          action: 'supplychain.item.delete',
          entityType: 'supply_chain',
          entityId: chain._id,
          detail: { ...statusChange(status), itemId, name: item.name, partner: item.name },
        });
      });
    },

    /**
     * Submits, approves or denies a chain. Submitting makes the product 'Pending for Approval';
     * approving makes it Active again; denying leaves it pending a new submission. A decision names
     * the version it was shown (`seenVersion`), so partners changed meanwhile are never approved unseen.
     */
    async transition(auth: AuthContext, chainId: string, event: 'submit' | 'approve' | 'deny', seenVersion?: number, reason?: string) {
      const card = await repo.findCardByChain(db, chainId, repo.ownedBy(auth.user));
      if (!card?.chain) throw notFound('api.notFound.record', { name: 'supplyChain' });
      await db.transaction(async (tx) => {
        const status = await move(tx, auth, chainId, card.product, event, {
          seenVersion,
          reason,
          checkInvariants: async () => {
            // The partners are counted once the chain is locked, so none goes unseen.
            if (event === 'submit') {
              const partners = (await repo.itemsOf(tx, [chainId])).length;
              supplyChainPolicy.authorize(viewerOf(auth), { status: card.chain!.status, partners }, 'submit');
            }
          },
        });
        await recordAudit(tx, auth, {
          action: `supplychain.${event}`,
          entityType: 'supply_chain',
          entityId: chainId,
          detail: { ...statusChange(status), version: seenVersion ?? null },
        });
      });
      return get(auth, chainId);
    },
  };
}

export type SupplyChainService = ReturnType<typeof createSupplyChainService>;
