import { MESSAGE_KEYS, productCreateSchema, productUpdateSchema, UPLOADS, type ListQuery } from '@rds/contract';
import { and } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, conflict, invalidInput, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import type { MultipartForm } from '../../platform/uploads.js';
import { changedFields, recordAudit } from '../audit/service.js';
import { withUpload } from '../uploads/service.js';
import { productPolicy } from './policy.js';
import { presentProduct } from './presenter.js';
import * as repo from './repository.js';

export const productImageUpload = {
  fileField: 'image',
  allowedTypes: UPLOADS.productImageTypes,
  typeMessage: MESSAGE_KEYS.onlyImages,
} as const;

type ProductQuery = ListQuery & { filter?: 'notInReserve' };

/** What a caller's product list holds: what it may see, and for a member asking, only what its reserve lacks. */
function scopeOf(auth: AuthContext, query: Pick<ProductQuery, 'filter'>) {
  const notInReserve = query.filter === 'notInReserve' && auth.user.type === 'member' ? repo.notInReserveOf(auth.user._id) : undefined;
  return and(repo.visibleTo(auth.user), notInReserve);
}

export function createProductService({ db }: { db: Database }) {
  async function checkReferences(fields: { productId?: string; gtin?: string | null; supplierId?: string }, exceptId: string | null) {
    if (fields.productId && (await repo.productIdTaken(db, fields.productId, exceptId))) {
      throw conflict('record.alreadyExists', 'api.products.idTaken', { productId: fields.productId });
    }
    const gtinHolder = fields.gtin ? await repo.productWithGtin(db, fields.gtin, exceptId) : undefined;
    if (gtinHolder)
      throw conflict('record.alreadyExists', 'api.products.gtinTaken', { gtin: fields.gtin, name: gtinHolder.name, productId: gtinHolder.productId });
    if (fields.supplierId && !(await repo.isActiveSupplier(db, fields.supplierId))) {
      throw notFound('api.notFound.record', { name: 'supplier' });
    }
  }

  /** Products as `auth`'s user reads them, abilities included; only the administrator, who may delete, needs their records. */
  async function present(auth: AuthContext, rows: repo.ProductWithSupplier[], tx: Executor = db) {
    const viewer = viewerOf(auth);
    const records =
      viewer.type === 'healthpro'
        ? await repo.recordsOf(
            tx,
            rows.map((row) => row.product._id),
          )
        : new Map<string, repo.ProductRecord[]>();
    // One query for the page's partners, after the records (a transaction's client runs one query at a time).
    const partners = await repo.partnersOf(
      tx,
      rows.flatMap((row) => (row.supplyChainId ? [row.supplyChainId] : [])),
    );
    return rows.map((row) => presentProduct(row, viewer, records.get(row.product._id) ?? [], partners));
  }

  const get = async (auth: AuthContext, id: string) => {
    const found = await repo.findProduct(db, id, repo.visibleTo(auth.user));
    if (!found) throw notFound('api.notFound.record', { name: 'product' });
    return (await present(auth, [found]))[0]!;
  };

  return {
    get,

    /** For the supply-chain workflow: members may enrol a product only while its chain is approved (or was never submitted). */
    setApproval: repo.setApproval,

    async list(auth: AuthContext, query: ProductQuery) {
      const { rows, total } = await repo.listProducts(db, scopeOf(auth, query), query);
      return { products: await present(auth, rows), total };
    },

    /** Every product of the list, as the list shows them (same scope, search, filter and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Omit<ProductQuery, 'limit' | 'skip'>) =>
      cursorBatches(db, (tx) => repo.productsQuery(tx, scopeOf(auth, query), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /** Every field but the GTIN and the image are required; product IDs are unique whatever their case, GTINs unique where given. */
    async create(auth: AuthContext, form: MultipartForm) {
      const parsed = productCreateSchema.safeParse(form.fields);
      if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
      if (!form.file) throw badRequest(MESSAGE_KEYS.fillAllRequired);
      await checkReferences(parsed.data, null);
      const created = await withUpload(db, form, async (tx, image) => {
        const row = await repo.insertProduct(tx, { ...parsed.data, image });
        await recordAudit(tx, auth, { action: 'product.create', entityType: 'product', entityId: row._id });
        return row;
      });
      return get(auth, created._id);
    },

    async update(auth: AuthContext, id: string, form: MultipartForm) {
      const found = await repo.findProduct(db, id);
      if (!found) throw notFound('api.notFound.record', { name: 'product' });
      const parsed = productUpdateSchema.safeParse(form.fields);
      if (!parsed.success) throw invalidInput(parsed.error.issues[0]!);
      await checkReferences(parsed.data, id);
      await withUpload(
        db,
        form,
        async (tx, image) => {
          await repo.updateProduct(tx, id, { ...parsed.data, ...(image ? { image } : {}) });
          await recordAudit(tx, auth, {
            action: 'product.update',
            entityType: 'product',
            entityId: id,
            detail: { changes: [...changedFields(found.product, parsed.data), ...(image ? [{ field: 'image', from: null, to: null }] : [])] },
          });
        },
        found.product.image, // a replaced image is deleted
      );
      return get(auth, id);
    },

    /** Deletes a product nobody holds; one in members' stock or on an invoice is refused. */
    async remove(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const found = await repo.findProduct(tx, id);
        if (!found) throw notFound('api.notFound.record', { name: 'product' });
        const records = (await repo.recordsOf(tx, [id])).get(id) ?? [];
        productPolicy.authorize(viewerOf(auth), { name: found.product.name, records }, 'delete');
        await repo.deleteProduct(tx, id);
        await recordAudit(tx, auth, { action: 'product.delete', entityType: 'product', entityId: id, detail: { productId: found.product.productId } });
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
