/** The administrator acts as another user: a session of that user that records who really acts. */
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { recordAudit } from '../audit/service.js';
import type { UserContext } from './context.js';
import { accountPolicy } from './policy.js';
import * as repo from './repository.js';

export async function impersonate(ctx: UserContext, auth: AuthContext, userId: string) {
  const target = await repo.findUserById(ctx.db, userId);
  if (!target) throw notFound('api.notFound.anyUser');
  accountPolicy.authorize(viewerOf(auth), target, 'impersonate');
  const session = await ctx.auth.issueSession(target, auth);
  await recordAudit(ctx.db, { user: target, actor: auth.user }, { action: 'impersonate.start', entityType: 'user', entityId: target._id });
  return session;
}
