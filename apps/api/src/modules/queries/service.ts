import type { QueryCreate, queryListSchema } from '@rds/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/service.js';
import { notify } from '../notifications/service.js';
import * as repo from './repository.js';

export function createQueryService(db: Database) {
  return {
    /** A contact message to the programme; the administrators are told of it. */
    async create(auth: AuthContext, input: QueryCreate) {
      return db.transaction(async (tx) => {
        const query = await repo.insertQuery(tx, { senderId: auth.user._id, ...input });
        await notify(tx, {
          type: 'QUERY_RECEIVED',
          senderId: auth.user._id,
          message: `${auth.user.name} sent a message: ${input.subject}`,
          messageMain: 'New contact message',
          ids: {},
          to: {},
        });
        await recordAudit(tx, auth, { action: 'query.create', entityType: 'query', entityId: query._id });
        return { _id: query._id, subject: query.subject, message: query.message, createdAt: query.createdAt.toISOString() };
      });
    },

    async list(query: z.infer<typeof queryListSchema>) {
      const { rows, total } = await repo.listQueries(db, query);
      return {
        queries: rows.map(({ query: q, Sender }) => ({ _id: q._id, subject: q.subject, message: q.message, createdAt: q.createdAt.toISOString(), Sender })),
        total,
      };
    },

    async remove(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteQuery(tx, id))) throw notFound('That message');
        await recordAudit(tx, auth, { action: 'query.delete', entityType: 'query', entityId: id });
      });
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
