import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ManagedUserType } from '@rds/contract';

/**
 * Every query key of the portal, in one place. One record (or list) is cached under one key, so a
 * mutation names exactly what it changed with `invalidate(queryClient, ...)`, and a screen that
 * reads the same record from another feature shares its cache entry. A key's first element is its
 * record; `all` covers every list and record of it.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The signed-in user's API keys (the profile's section), newest first. */
  apiKeys: {
    all: ['api-keys'] as const,
    list: (queryString: string) => ['api-keys', 'list', queryString] as const,
  },
  dashboard: ['dashboard'] as const,
  /** The reader's worklist; under 'dashboard', so whatever refreshes the dashboard refreshes it too. */
  worklist: ['dashboard', 'worklist'] as const,
  users: {
    all: (type: ManagedUserType) => ['users', type] as const,
    list: (type: ManagedUserType, queryString: string) => ['users', type, 'list', queryString] as const,
  },
  products: {
    all: ['products'] as const,
    list: (queryString: string) => ['products', 'list', queryString] as const,
    suppliers: ['products', 'suppliers'] as const,
    /** The member's products not yet in its reserve (the enrolment dialog's list). */
    enrolable: ['products', 'enrolable'] as const,
  },
  locations: {
    all: ['locations'] as const,
    supplier: (queryString: string) => ['locations', 'supplier', queryString] as const,
    list: (queryString: string) => ['locations', 'list', queryString] as const,
    one: (id: string) => ['locations', 'one', id] as const,
    /** The approved locations a supplier may place stock at. */
    choices: ['locations', 'choices'] as const,
    distributorNames: ['locations', 'distributor-names'] as const,
  },
  supplyChains: {
    all: ['supply-chain'] as const,
    list: (queryString: string) => ['supply-chain', 'list', queryString] as const,
    one: (id: string) => ['supply-chain', 'one', id] as const,
  },
  /** The member's reserve (GET suresupply): its enrolled products as stocks with their request. */
  reserve: {
    all: ['reserve'] as const,
    list: (queryString: string) => ['reserve', 'list', queryString] as const,
  },
  stocks: {
    all: ['stock'] as const,
    list: (queryString: string) => ['stock', 'list', queryString] as const,
    one: (id: string) => ['stock', 'one', id] as const,
    /** Total Stock: each product at each location (supplier, administrator). */
    aggregate: (queryString: string) => ['stock', 'aggregate', queryString] as const,
    /** Expiry risk (GET expiryrisk): under 'stock', so whatever moves units (orders, transfers, assignments) refreshes it. */
    expiryRisk: (queryString: string) => ['stock', 'expiry-risk', queryString] as const,
    /** What the figures are computed from (usage window, lead time, as of): the line under each stock list. */
    figureBasis: ['stock', 'figure-basis'] as const,
  },
  replenishments: {
    all: ['replenishments'] as const,
    list: (queryString: string) => ['replenishments', 'list', queryString] as const,
    one: (id: string) => ['replenishments', 'one', id] as const,
  },
  transfers: {
    all: ['transfers'] as const,
    list: (queryString: string) => ['transfers', 'list', queryString] as const,
    one: (id: string) => ['transfers', 'one', id] as const,
  },
  /** Stock counts (a location's lots counted against the books). */
  counts: {
    all: ['counts'] as const,
    list: (queryString: string) => ['counts', 'list', queryString] as const,
    one: (id: string) => ['counts', 'one', id] as const,
  },
  /** Adjustments: units written off or found, directly or by a count. */
  adjustments: {
    all: ['adjustments'] as const,
    list: (queryString: string) => ['adjustments', 'list', queryString] as const,
  },
  /** Stock replacements (stock rotation): a stock's lots swapped for the supplier's fresher ones. */
  replacements: {
    all: ['replacements'] as const,
    list: (queryString: string) => ['replacements', 'list', queryString] as const,
    one: (id: string) => ['replacements', 'one', id] as const,
  },
  /** Recalls: a lot traced to every unit, frozen, and seen back (returned, destroyed or lost). */
  recalls: {
    all: ['recalls'] as const,
    list: (queryString: string) => ['recalls', 'list', queryString] as const,
    one: (id: string) => ['recalls', 'one', id] as const,
    /** The member's recall tasks not yet done (its dashboard's alerts). */
    openTasks: ['recalls', 'open-tasks'] as const,
  },
  /** Redistribution: units at risk of expiring, suggested to members short of the product (member, administrator). */
  redistribution: {
    all: ['redistribution'] as const,
    list: (queryString: string) => ['redistribution', 'list', queryString] as const,
  },
  /** The other members, as the member's Members page lists them and as names to transfer to. */
  members: {
    all: ['members'] as const,
    list: (queryString: string) => ['members', 'list', queryString] as const,
    names: ['members', 'names'] as const,
  },
  stockRequests: {
    all: ['stock-requests'] as const,
    list: (queryString: string) => ['stock-requests', 'list', queryString] as const,
    one: (id: string) => ['stock-requests', 'one', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (queryString: string) => ['orders', 'list', queryString] as const,
    one: (id: string) => ['orders', 'one', id] as const,
  },
  /** Expiring-lot orders (GET orders/expiring); the orders feature's lists sit beside them under 'orders'. */
  expiringOrders: {
    all: ['orders', 'expiring'] as const,
    list: (queryString: string) => ['orders', 'expiring', 'list', queryString] as const,
  },
  /** The administrator's supply-chain risk, by product (GET supplyrisk). */
  supplyRisk: {
    all: ['supply-risk'] as const,
    list: (queryString: string) => ['supply-risk', 'list', queryString] as const,
  },
  invoices: {
    all: ['invoices'] as const,
    one: (id: string) => ['invoices', 'one', id] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** Every page of the list (a live notification refreshes whichever is shown). */
    lists: ['notifications', 'list'] as const,
    list: (queryString: string) => ['notifications', 'list', queryString] as const,
    unseen: ['notifications', 'unseen'] as const,
  },
  queries: {
    all: ['queries'] as const,
    list: (queryString: string) => ['queries', 'list', queryString] as const,
  },
  /**
   * A record's history (GET timeline/{kind}/{id}), keyed by the record's revision (its version or
   * last change) so that the record, once changed on screen, reads its history again; and a user's activity.
   */
  timeline: {
    all: ['timeline'] as const,
    one: (kind: string, id: string, revision: string | number) => ['timeline', kind, id, String(revision)] as const,
    activity: (userId: string) => ['timeline', 'activity', userId] as const,
  },
};

/** Marks these keys (and every key under them) stale; the queries on screen fetch again. */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
