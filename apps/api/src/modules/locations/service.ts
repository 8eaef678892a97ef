import type { ListQuery, LocationInput, LocationStatus } from '@rds/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import { locations } from '../../db/schema.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { transition } from '../../platform/transition.js';
import { changedFields, recordAudit, statusChange } from '../audit/service.js';
import { denialParams, notify, settleApprovals } from '../notifications/service.js';
import { locationPolicy } from './policy.js';
import { presentLocation } from './presenter.js';
import * as repo from './repository.js';
import { locationWorkflow, type LocationEvent } from './workflow.js';

/** The locations a user may change: a distributor's own, or those a supplier added itself. */
function ownedBy(auth: AuthContext) {
  return auth.user.type === 'supplier' ? eq(locations.supplierId, auth.user._id) : eq(locations.distributorId, auth.user._id);
}

const addressOf = (l: { line1: string; line2: string; postalCode: string }) => `${l.line1}, ${l.line2} ${l.postalCode}`;

export function createLocationService(db: Database) {
  /** Locations as `auth`'s user reads them, abilities included; only owners, who may delete, need their records. */
  async function present(auth: AuthContext, rows: repo.LocationWithOwners[], tx: Executor = db) {
    const viewer = viewerOf(auth);
    const records =
      viewer.type === 'distributor' || viewer.type === 'supplier'
        ? await repo.recordsOf(
            tx,
            rows.map((row) => row.location._id),
          )
        : new Map<string, repo.LocationRecord[]>();
    return rows.map((row) => presentLocation(row, viewer, records.get(row.location._id) ?? []));
  }

  async function tellAdministrators(
    tx: Executor,
    auth: AuthContext,
    location: { _id: string; name: string; line1: string; line2: string; postalCode: string },
  ) {
    await notify(tx, {
      type: 'LOCATION_CREATED',
      senderId: auth.user._id,
      params: { sender: auth.user.name, location: location.name, address: addressOf(location) },
      ids: { locationId: location._id },
      to: {},
      askForApproval: true,
    });
  }

  return {
    async list(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listLocations(db, repo.visibleTo(auth.user), query);
      return { locations: await present(auth, rows), total };
    },

    /** Every location of the list, as the list shows them (same scope, search and sort), a batch at a time. */
    exportRows: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, (tx) => repo.locationsQuery(tx, repo.visibleTo(auth.user), query).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /** The supplier's screen: its own locations and its distributors', answered as `data.data`. */
    async supplierLocations(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.listLocations(db, repo.visibleTo(auth.user), query);
      return { data: await present(auth, rows), total };
    },

    /** Approved locations the user may place stock at, for pickers. */
    async approvedList(auth: AuthContext) {
      return present(auth, await repo.approvedLocations(db, repo.visibleTo(auth.user)));
    },

    async get(auth: AuthContext, id: string) {
      const found = await repo.findLocation(db, id, repo.visibleTo(auth.user));
      if (!found) throw notFound('api.notFound.record', { name: 'location' });
      return (await present(auth, [found]))[0]!;
    },

    async create(auth: AuthContext, input: LocationInput) {
      const owner = auth.user.type === 'supplier' ? { supplierId: auth.user._id } : { distributorId: auth.user._id };
      const created = await db.transaction(async (tx) => {
        const location = await repo.insertLocation(tx, { ...input, ...owner, status: 'PENDING' });
        await tellAdministrators(tx, auth, location);
        await recordAudit(tx, auth, { action: 'location.create', entityType: 'location', entityId: location._id, detail: { to: location.status } });
        return location;
      });
      return this.get(auth, created._id);
    },

    /**
     * Edits an own location: a new address of an approved location, or any edit of a denied one,
     * goes back for approval; the version moves on either way (see the workflow).
     */
    async update(auth: AuthContext, id: string, input: LocationInput) {
      await db.transaction(async (tx) => {
        let moved = false;
        const { row, from, to } = await transition<LocationStatus, LocationEvent, repo.LockedLocation>(tx, {
          workflow: locationWorkflow,
          event: (current) => {
            moved = addressOf(current) !== addressOf(input);
            return current.status === 'PENDING' ? 'edit' : current.status === 'APPROVED' && !moved ? 'amend' : 'resubmit';
          },
          actor: auth.user.type,
          what: 'location',
          lock: (t) => repo.lockLocation(t, id, ownedBy(auth)),
          authorize: (row) => locationPolicy.authorize(viewerOf(auth), { ...row, records: [] }, 'edit'), // edit reads no records
          save: (t, status, version) => repo.saveTransition(t, id, status, version, input),
        });
        if (to !== from) await tellAdministrators(tx, auth, { _id: id, ...input });
        await recordAudit(tx, auth, {
          action: 'location.update',
          entityType: 'location',
          entityId: id,
          detail: { ...statusChange({ from, to }), moved, changes: changedFields(row, input) },
        });
      });
      return this.get(auth, id);
    },

    /** Deletes an own location nothing refers to; the foreign keys still refuse one that a concurrent write has just used. */
    async remove(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const found = await repo.findLocation(tx, id, ownedBy(auth));
        if (!found) throw notFound('api.notFound.record', { name: 'location' });
        const records = (await repo.recordsOf(tx, [id])).get(id) ?? [];
        locationPolicy.authorize(viewerOf(auth), { ...found.location, records }, 'delete');
        await repo.deleteLocation(tx, id);
        await recordAudit(tx, auth, { action: 'location.delete', entityType: 'location', entityId: id, detail: { name: found.location.name } });
      });
    },

    /** The administrator's decision on a pending location, as it was shown (`seenVersion`); a second decision is a 409. */
    async decide(auth: AuthContext, id: string, decision: 'approve' | 'deny', seenVersion?: number, reason?: string) {
      // A denial keeps its reason (blank reads as none); an approval clears any earlier one.
      const decisionReason = decision === 'deny' && reason ? reason : null;
      await db.transaction(async (tx) => {
        const {
          row: location,
          from,
          to,
        } = await transition(tx, {
          workflow: locationWorkflow,
          event: decision,
          actor: auth.user.type,
          what: 'location',
          seenVersion,
          lock: (t) => repo.lockLocation(t, id),
          save: (t, status, version) => repo.saveTransition(t, id, status, version, { decisionReason }),
        });
        await settleApprovals(tx, 'locationId', id);
        await notify(tx, {
          type: decision === 'approve' ? 'LOCATION_APPROVED' : 'LOCATION_DENIED',
          senderId: auth.user._id,
          params: { location: location.name, ...denialParams(decisionReason) },
          ids: { locationId: id },
          to: { distributor: location.distributorId, supplier: location.supplierId },
        });
        await recordAudit(tx, auth, {
          action: `location.${decision}`,
          entityType: 'location',
          entityId: id,
          detail: { ...statusChange({ from, to }), version: seenVersion ?? null },
        });
      });
      return this.get(auth, id);
    },

    /**
     * For stock placed by a supplier: the approved locations among `ids` that it may use (its own
     * and its distributors'), by id; a 400 when one of them is not usable.
     */
    async usableLocations(auth: AuthContext, ids: string[], tx: Executor = db) {
      const unique = [...new Set(ids)];
      const rows = await repo.approvedLocations(tx, and(repo.visibleTo(auth.user), inArray(locations._id, unique)));
      if (rows.length !== unique.length) {
        throw badRequest('api.locations.chooseApproved');
      }
      return new Map(rows.map((r) => [r.location._id, r.location]));
    },

    /** The supplier's Select Distributor modal: links it to distributors whose locations it may use. */
    async selectDistributors(auth: AuthContext, distributorIds: string[]) {
      const unique = [...new Set(distributorIds)];
      const found = await repo.activeDistributorIds(db, unique);
      if (found.length !== unique.length) throw notFound('api.notFound.someDistributor');
      await db.transaction(async (tx) => {
        await repo.linkDistributors(tx, auth.user._id, unique);
        await recordAudit(tx, auth, {
          action: 'supplier.distributors.select',
          entityType: 'user',
          entityId: auth.user._id,
          detail: { distributorIds: unique },
        });
      });
      return { distributorIds: unique };
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
