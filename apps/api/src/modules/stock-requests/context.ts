/**
 * What every use case of the par-level requests module shares. It lives apart from service.ts,
 * which builds it, so that the use-case files import it without importing the file that imports them.
 */
import type { StockRequest } from '@rds/contract';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { TransitionSpec } from '../../platform/transition.js';
import type { InvoiceService } from '../invoices/service.js';
import type { LocationService } from '../locations/service.js';
import type { ReplenishmentService } from '../replenishments/service.js';
import type { StockService } from '../stock/service.js';
import type * as repo from './repository.js';
import type { StockRequestEvent } from './workflow.js';

export interface StockRequestDeps {
  db: Database;
  stock: StockService;
  locations: LocationService;
  invoices: InvoiceService;
  replenishments: Pick<ReplenishmentService, 'openForShortfall'>;
}

type LockedRequest = NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>;

/** The steps a use case adds to a transition, after the lock and the status check. */
type Steps = Pick<
  TransitionSpec<LockedRequest['status'], StockRequestEvent, LockedRequest>,
  'seenVersion' | 'writeDependents' | 'checkInvariants' | 'moveUnits'
>;

export interface RequestContext extends StockRequestDeps {
  /** The request with its stock, product and parties, as the caller may see it; a 404 otherwise. */
  find(auth: AuthContext, id: string, tx?: Executor): Promise<repo.RequestRow>;
  get(auth: AuthContext, id: string): Promise<StockRequest>;
  /** A request already read (`find`), as `get` answers it to `auth`, read on `tx` (a transaction sees its own writes). */
  show(auth: AuthContext, row: repo.RequestRow, tx?: Executor): Promise<StockRequest>;
  /** Moves the request through its workflow: lock, policy, version check, next status, save, then the given steps. */
  transitionRequest(
    tx: Transaction,
    auth: AuthContext,
    id: string,
    event: StockRequestEvent,
    steps?: Steps & { changes?: Parameters<typeof repo.saveTransition>[4] },
  ): Promise<{ row: LockedRequest; from: LockedRequest['status']; to: LockedRequest['status'] }>;
}
