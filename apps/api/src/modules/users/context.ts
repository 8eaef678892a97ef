/**
 * What every use case of the users module shares. It lives apart from service.ts, which builds it,
 * so that the use-case files import it without importing the file that imports them.
 */
import type { Session } from '@rds/contract';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { Mailer } from '../../platform/mail.js';
import type { UserRow } from './presenter.js';

export interface UserServiceDeps {
  db: Database;
  mailer: Mailer;
  /** From the auth service: sessions (ending them, one for impersonation) and e-mailed codes. */
  auth: {
    revokeUserSessions(userId: string, exceptSessionId?: string): Promise<void>;
    issueSession(user: UserRow, impersonator: AuthContext | null): Promise<Session>;
    newCode(purpose: string, email: string): { code: string; hash: string };
    codeMatches(purpose: string, email: string, hash: string, code: string): boolean;
  };
}

export interface UserContext extends UserServiceDeps {
  /** A 409 when an account other than `exceptId` already has this address. */
  assertEmailFree(email: string, exceptId: string): Promise<void>;
}
