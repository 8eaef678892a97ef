import type { QueryCreate, queryListSchema, queryRecordSchema } from '@rds/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import * as repo from './repository.js';

export type QueryRecord = z.infer<typeof queryRecordSchema>;
type QueryRow = Awaited<ReturnType<typeof repo.listQueries>>['rows'][number];

export function presentQuery({ query: q, Sender }: QueryRow): QueryRecord {
  const as = (type: QueryRecord['Sender']['type']) => (Sender.type === type ? Sender : null);
  return {
    _id: q._id,
    subject: q.subject,
    message: q.message,
    createdAt: q.createdAt.toISOString(),
    Sender,
    Supplier: as('supplier'),
    Member: as('member'),
    Distributor: as('distributor'),
  };
}

export function createQueryService(db: Database) {
  return {
    /** A contact message to the programme; the administrators are told of it. */
    async create(auth: AuthContext, input: QueryCreate) {
      return db.transaction(async (tx) => {
        const query = await repo.insertQuery(tx, { senderId: auth.user._id, ...input });
        await notify(tx, {
          type: 'QUERY_RECEIVED',
          senderId: auth.user._id,
          params: { sender: auth.user.name, subject: input.subject },
          ids: {},
          to: {},
        });
        await recordAudit(tx, auth, { action: 'query.create', entityType: 'query', entityId: query._id });
        return { _id: query._id, subject: query.subject, message: query.message, createdAt: query.createdAt.toISOString() };
      });
    },

    async list(query: z.infer<typeof queryListSchema>) {
      const { rows, total } = await repo.listQueries(db, query);
      return { queries: rows.map(presentQuery), total };
    },

    /** Every message of the list, as the list shows them (same search and sort), a batch at a time. */
    exportRows: (query: Pick<z.infer<typeof queryListSchema>, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.queriesQuery(tx, query).rows, { present: (_, rows) => rows.map(presentQuery) }),

    async remove(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteQuery(tx, id))) throw notFound('api.notFound.record', { name: 'message' });
        await recordAudit(tx, auth, { action: 'query.delete', entityType: 'query', entityId: id });
      });
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
