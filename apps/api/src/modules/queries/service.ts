import type { QueryCreate } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
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
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
