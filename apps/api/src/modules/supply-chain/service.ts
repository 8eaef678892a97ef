import type { ListQuery, SupplyChainItem } from '@rds/contract';
import { SUPPLY_CHAIN_TYPES, supplyChainItemInputSchema, supplyChainItemUpdateSchema } from '@rds/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import { presentChain, presentItem } from './presenter.js';
import * as repo from './repository.js';
import { supplyChainWorkflow } from './workflow.js';

const TYPE_WORDS: Record<(typeof SUPPLY_CHAIN_TYPES)[number], string> = {
  MATERIAL_SUPPLIER: 'material supplier',
  MANUFACTURING_FACILITIES: 'manufacturing facility',
  WAREHOUSES: 'warehouse',
};

export function createSupplyChainService(db: Database) {
  async function get(auth: AuthContext, chainId: string) {
    const card = await repo.findCardByChain(db, chainId, repo.ownedBy(auth.user));
    if (!card) throw notFound('That supply chain');
    return presentChain(card, await repo.itemsOf(db, [chainId]));
  }

  async function ownItem(auth: AuthContext, itemId: string) {
    const found = await repo.findItem(db, itemId, repo.ownedBy(auth.user));
    if (!found) throw notFound('That supply chain partner');
    return found;
  }

  return {
    get,

    /** A card per product (the supplier's own; every product for the administrator). */
    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listCards(db, repo.ownedBy(auth.user), query);
      const items = await repo.itemsOf(db, rows.flatMap((r) => (r.chain ? [r.chain._id] : [])));
      return { supplychain: rows.map((r) => presentChain(r, items)), total };
    },

    /** Adds a partner to a product's chain, creating the chain the first time. */
    async addItem(auth: AuthContext, productId: string, input: z.infer<typeof supplyChainItemInputSchema>) {
      const card = await repo.findCardByProduct(db, productId, repo.ownedBy(auth.user));
      if (!card) throw notFound('That product');
      return db.transaction(async (tx) => {
        const chain = await repo.ensureChain(tx, productId);
        const item = await repo.insertItem(tx, { supplyChainId: chain._id, ...input });
        await recordAudit(tx, auth, { action: 'supplychain.item.add', entityType: 'supply_chain', entityId: chain._id, detail: { itemId: item._id } });
        return { data: { supplyChainInfo: presentItem(item), supplyChainId: chain._id } };
      });
    },

    /** Edits a partner; a changed flag is told to the administrators so a risk is seen at once. */
    async updateItem(auth: AuthContext, itemId: string, input: z.infer<typeof supplyChainItemUpdateSchema>): Promise<SupplyChainItem> {
      const { item, chain, product } = await ownItem(auth, itemId);
      const { id: _id, supplyChainId: _chain, notify: _notify, ...changes } = input;
      return db.transaction(async (tx) => {
        const updated = await repo.updateItem(tx, itemId, changes);
        if (changes.flag !== undefined && changes.flag !== item.flag) {
          await notify(tx, {
            type: 'SUPPLY_CHAIN_FLAG_CHANGED',
            senderId: auth.user._id,
            message: `${product.name}: ${TYPE_WORDS[item.type]} ${item.name} is now flagged ${changes.flag ?? 'unflagged'}`,
            messageMain: changes.flag === 'RED' ? 'Supply chain risk: RED flag' : 'Supply chain flag changed',
            ids: { supplyChainId: chain._id },
            to: {},
          });
        }
        await recordAudit(tx, auth, { action: 'supplychain.item.update', entityType: 'supply_chain', entityId: chain._id, detail: { itemId, ...changes } });
        return presentItem(updated);
      });
    },

    async deleteItem(auth: AuthContext, itemId: string, type: (typeof SUPPLY_CHAIN_TYPES)[number]) {
      const { item, chain } = await ownItem(auth, itemId);
      if (item.type !== type) throw badRequest(`That partner is a ${TYPE_WORDS[item.type]}, not a ${TYPE_WORDS[type]}`);
      await db.transaction(async (tx) => {
        await repo.deleteItem(tx, itemId);
        await recordAudit(tx, auth, { action: 'supplychain.item.delete', entityType: 'supply_chain', entityId: chain._id, detail: { itemId, name: item.name } });
      });
    },

    /**
     * Moves a chain through its workflow. Submitting makes the product 'Pending for Approval';
     * approving makes it Active again; denying leaves it pending a new submission.
     */
    async transition(auth: AuthContext, chainId: string, event: 'submit' | 'approve' | 'deny') {
      await db.transaction(async (tx) => {
        const card = await repo.findCardByChain(tx, chainId, repo.ownedBy(auth.user));
        if (!card?.chain) throw notFound('That supply chain');
        const from = card.chain.status;
        const to = supplyChainWorkflow.next(event, from, auth.user.type);
        if (event === 'submit' && (await repo.itemsOf(tx, [chainId])).length === 0) {
          throw badRequest('Add at least one partner before submitting the supply chain');
        }
        const moved = await repo.setChainStatus(tx, chainId, from, to, to === 'APPROVED');
        if (!moved) throw new AppError('WRONG_STATUS', 'Someone else changed this supply chain first');
        const product = card.product.name;
        await notify(tx, {
          ...(event === 'submit'
            ? { type: 'SUPPLY_CHAIN_SUBMITTED', message: `${auth.user.name} submitted the supply chain of ${product}`, messageMain: 'Supply chain awaiting approval', askForApproval: true }
            : event === 'approve'
              ? { type: 'SUPPLY_CHAIN_APPROVED', message: `The supply chain of ${product} is approved; the product is active`, messageMain: 'Supply chain approved' }
              : { type: 'SUPPLY_CHAIN_DENIED', message: `The supply chain of ${product} was not approved; review it and submit again`, messageMain: 'Supply chain denied' }),
          senderId: auth.user._id,
          ids: { supplyChainId: chainId },
          to: { supplier: card.product.supplierId },
        });
        await recordAudit(tx, auth, { action: `supplychain.${event}`, entityType: 'supply_chain', entityId: chainId });
      });
      return get(auth, chainId);
    },
  };
}

export type SupplyChainService = ReturnType<typeof createSupplyChainService>;
