/**
 * The abilities every record answers are the server's own decisions (each module's `policy.ts`).
 * For each record kind and each demo account (every user type, and a second member), every
 * ability of every record the account reads is tried: one that is true succeeds, one that is
 * false is refused with a 4xx. Records move on as actions succeed, so the accounts take several
 * rounds and each action reads its record afresh first: every ability is checked against the
 * record as it stands then. The run must have seen each ability both true and false.
 */
import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, products, stocks, stockUnits, users } from '../src/db/schema.js';
import { receiveLot } from '../src/modules/stock/ledger.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from './harness.js';

let ctx: TestContext;
let toronto: string;
/** Each member's id, for a transfer to the other one. */
const memberIds: string[] = [];
type Account = keyof typeof DEMO;
const ACCOUNTS: Account[] = ['member', 'member2', 'supplier', 'distributor', 'healthpro'];
const typeOf = (account: Account) => (account === 'member2' ? 'member' : account);

beforeAll(async () => {
  ctx = await createTestContext();
  const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
  const [member2] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member2));
  memberIds.push(member!._id, member2!._id);
  toronto = (await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot')))[0]!._id;
  // On each of two stocks: two standard orders (the stock falls below par: a replenishment
  // opens), a transfer to the second member, a par-level increase and two replacements (the
  // member's and the supplier's). The seed's expiring-lot
  // order waits for approval.
  for (const [productId, lotNumber] of [
    ['RDS-1002', 'SAL-5521'],
    ['RDS-1001', 'AMX-24B03'],
  ]) {
    const [product] = await ctx.db.select().from(products).where(eq(products.productId, productId!));
    const [stock] = await ctx.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, product!._id)));
    const [lot] = await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, lotNumber!));
    const lines = (units: number) => [{ stockUnitId: lot!._id, units }];
    const made = [
      await call(ctx, 'member', 'POST', `/stock/${stock!._id}/order`, { orderUnits: lines(20) }),
      await call(ctx, 'member', 'POST', `/stock/${stock!._id}/order`, { orderUnits: lines(5) }),
      await call(ctx, 'member', 'POST', `/stock/${stock!._id}/transfer/request`, { memberId: member2!._id, stockUnits: lines(5) }),
      await call(ctx, 'member', 'POST', '/stock/increase', { stockId: stock!._id, requestedParLevel: stock!.parLevel + 40, minimumExpiry: 6 }),
      await call(ctx, 'member', 'POST', `/stock/${stock!._id}/replace`, { stockUnits: lines(2) }),
      await call(ctx, 'supplier', 'POST', `/stock/${stock!._id}/replace`, { stockUnits: lines(1) }),
    ];
    for (const res of made) expect(res.statusCode, res.body).toBe(200);
  }
  // A partner on every product's chain, so that each chain may be submitted.
  for (const product of await ctx.db.select().from(products)) {
    const partner = { name: 'Matrix Warehouse', line1: '1 Test St', line2: 'Toronto, ON', postalCode: 'M5V 2T6', type: 'WAREHOUSES' };
    const res = await call(ctx, 'supplier', 'POST', `/product/${product._id}/supplychain`, partner);
    expect(res.statusCode, res.body).toBeLessThan(500);
  }
  // Two products nothing refers to yet, which the administrator may delete.
  const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
  for (const productId of ['RDS-9001', 'RDS-9002']) {
    await ctx.db
      .insert(products)
      .values({ productId, name: `Matrix ${productId}`, brand: 'Matrix', contractNumber: 'CN-9', price: '1', supplierId: supplier!._id });
  }
  // Three counts of the distributor's own shelves: one counted in full without a variance (to
  // submit), two with a variance over the threshold waiting for the administrator.
  const [distributor] = await ctx.db.select().from(users).where(eq(users.email, DEMO.distributor));
  const [amoxicillin] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
  const [stock] = await ctx.db
    .select()
    .from(stocks)
    .where(and(eq(stocks.memberId, member!._id), eq(stocks.productId, amoxicillin!._id)));
  for (const [i, counted] of [40, 5, 5].entries()) {
    const [shelf] = await ctx.db
      .insert(locations)
      .values({
        name: `Matrix Shelf ${i}`,
        line1: '1 Test St',
        line2: 'Toronto, ON',
        postalCode: 'M5V 2T6',
        status: 'APPROVED',
        distributorId: distributor!._id,
      })
      .returning();
    const lot = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: stock!._id, locationId: shelf!._id, lotNumber: `MTX-C${i}`, expiry: inMonths(12), units: 40 }, { reason: 'SEED' }),
    );
    const opened = await call(ctx, 'distributor', 'POST', '/counts', { locationId: shelf!._id });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().data._id;
    const saved = await call(ctx, 'distributor', 'PATCH', `/count/${id}`, { lines: [{ stockUnitId: lot._id, countedUnits: counted, reason: 'LOST' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    if (i > 0) expect((await call(ctx, 'distributor', 'POST', `/count/${id}/submit`)).json().data.status).toBe('AWAITING_APPROVAL');
  }
  // Three recalls of a product of their own (so that no other kind's lots freeze), at a shelf of the
  // distributor's: a draft; an active one with units left; an active one whose units are all disposed of.
  const [recallable] = await ctx.db
    .insert(products)
    .values({ productId: 'RDS-9101', name: 'Matrix Recallable', brand: 'Matrix', contractNumber: 'CN-9', price: '1', supplierId: supplier!._id })
    .returning();
  // A member of their own, and a stock made long ago, so that the stock kind's records (a demo member's, the
  // newest of the others) leave it out: its frozen lots are the recall kind's to try.
  const [holder] = await ctx.db.insert(users).values({ type: 'member', name: 'Matrix Recall Holder', email: 'matrix-recall@example.org' }).returning();
  const [recallStock] = await ctx.db
    .insert(stocks)
    .values({ memberId: holder!._id, productId: recallable!._id, createdAt: new Date('2000-01-01') })
    .returning();
  const [recallShelf] = await ctx.db
    .insert(locations)
    .values({
      name: 'Matrix Recall Shelf',
      line1: '1 Test St',
      line2: 'Toronto, ON',
      postalCode: 'M5V 2T6',
      status: 'APPROVED',
      distributorId: distributor!._id,
    })
    .returning();
  for (const [i, lotNumber] of ['MTX-R1', 'MTX-R2', 'MTX-R3'].entries()) {
    const lot = await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId: recallStock!._id, locationId: recallShelf!._id, lotNumber, expiry: inMonths(12), units: 10 }, { reason: 'SEED' }),
    );
    const made = await call(ctx, i === 0 ? 'healthpro' : 'supplier', 'POST', '/recalls', {
      productId: recallable!._id,
      lotNumbers: [lotNumber],
      class: 'II',
      reason: 'Matrix',
      action: 'RETURN',
      respondBy: inMonths(1),
    });
    expect(made.statusCode, made.body).toBe(200);
    if (i === 0) continue;
    const id = made.json().data._id;
    expect((await call(ctx, 'supplier', 'POST', `/recall/${id}/activate`)).statusCode).toBe(200);
    if (i === 2) {
      const disposed = await call(ctx, 'distributor', 'POST', `/recall/${id}/dispose`, {
        stockUnitId: lot._id,
        units: 10,
        disposition: 'RETURNED',
        reference: 'Matrix',
      });
      expect(disposed.statusCode, disposed.body).toBe(200);
    }
  }
  // Two new locations waiting for the administrator, besides the seed's.
  for (const name of ['Matrix Depot A', 'Matrix Depot B']) {
    const res = await call(ctx, 'distributor', 'POST', '/location', { name, line1: '1 Test St', line2: 'Toronto, ON', postalCode: 'M5V 2T6' });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A multipart form's fields, for the routes that take one (a product's edit). */
type Form = { form: Record<string, string> };
type Shown = { _id: string; version: number; abilities: Record<string, boolean>; [field: string]: unknown };
/** How to try an action on a record as a user type: the call, or null where that type's call of the route is another action. */
type Attempt = (record: Shown, type: string) => [Method, string, (object | Form)?] | null;

const inMonths = (months: number) => dayjs().add(months, 'month').format('YYYY-MM-DD');
/** New lots at a location the demo supplier may use, adding exactly `units`. */
const newLots = (units: number) => ({
  stocks: [{ locationId: toronto, lotNumber: `MTX-${units}-${Math.random().toString(36).slice(2, 8)}`, expiry: inMonths(30), assignedUnits: units }],
});

async function sendForm(account: Account, method: Method, path: string, fields: Record<string, string>) {
  const form = await multipart(fields);
  const url = `/api/${typeOf(account)}${path}`;
  return ctx.app.inject({ method, url, headers: { ...form.headers, authorization: `Bearer ${ctx.tokens[account]}` }, payload: form.payload });
}

const memberOf = (stock: Shown) => (stock.Member as { _id: string })._id;
type Lot = { _id: string; availableUnits: number; expiry: string };
/** One unit of the stock's first lot that an order or a transfer may take (unexpired, not held). */
const oneUnit = (stock: Shown) => {
  const lot = (stock.StockUnits as Lot[]).find((l) => l.availableUnits > 0 && l.expiry > inMonths(0));
  return lot && [{ stockUnitId: lot._id, units: 1 }];
};

/** `one`: where a record is read alone; a kind without it (an account) is read afresh from its list. */
const KINDS: { kind: string; lists: string[]; page: string; one?: (id: string) => string; actions: Record<string, Attempt> }[] = [
  {
    kind: 'stock',
    lists: ['/stocks'],
    page: 'stocks',
    one: (id) => `/stock/${id}`,
    actions: {
      // A stock whose lots have no unit to take has nothing to order or transfer.
      order: (s) => (oneUnit(s) ? ['POST', `/stock/${s._id}/order`, { orderUnits: oneUnit(s) }] : null),
      transfer: (s) => {
        const recipient = memberIds.find((id) => id !== memberOf(s));
        return oneUnit(s) ? ['POST', `/stock/${s._id}/transfer/request`, { memberId: recipient, stockUnits: oneUnit(s) }] : null;
      },
      // One open request per stock: the first member's stocks ask for a decrease, the second's for an increase.
      decrease: (s) =>
        memberOf(s) === memberIds[1] ? null : ['POST', '/stock/decrease', { stockId: s._id, requestedParLevel: (s.parLevel as number) - 1, minimumExpiry: 6 }],
      increase: (s) =>
        memberOf(s) === memberIds[0] ? null : ['POST', '/stock/increase', { stockId: s._id, requestedParLevel: (s.parLevel as number) + 10, minimumExpiry: 6 }],
      replace: (s) => (oneUnit(s) ? ['POST', `/stock/${s._id}/replace`, { stockUnits: oneUnit(s) }] : null),
      // The same consent: the stock stays as it was.
      setReplacable: (s) => ['PATCH', `/stock/${s._id}`, { isReplacable: s.isReplacable }],
    },
  },
  {
    kind: 'product',
    lists: ['/products'],
    page: 'products',
    one: (id) => `/product/${id}`,
    actions: {
      // The same name: the product stays as it was.
      edit: (p) => ['PATCH', `/product/${p._id}`, { form: { name: p.name as string } }],
      delete: (p) => ['DELETE', `/product/${p._id}`],
    },
  },
  {
    // The administrator's and the member's list; a supplier's and a distributor's accounts answer from the same policy.
    kind: 'member account',
    lists: ['/members'],
    page: 'members',
    actions: {
      // The same name: the account stays as it was.
      edit: (u) => ['PATCH', `/member/${u._id}`, { form: { name: u.name as string } }],
      impersonate: (u) => ['POST', '/impersonate/login', { userId: u._id }],
    },
  },
  {
    kind: 'location',
    lists: ['/locations'],
    page: 'locations',
    one: (id) => `/location/${id}`,
    actions: {
      approve: (l) => ['POST', `/location/${l._id}/approve`, { version: l.version }],
      deny: (l) => ['POST', `/location/${l._id}/deny`, { version: l.version }],
      // The same address: a pending location stays pending, an approved one approved, a denied one goes back.
      edit: (l) => ['PUT', `/location/${l._id}`, { name: l.name, line1: l.line1, line2: l.line2, postalCode: l.postalCode, comment: l.comment }],
      // The new locations, which nothing refers to, may go once decided (so the administrator decides them first); the seed's hold lots.
      delete: (l) => (l.status === 'PENDING' ? null : ['DELETE', `/location/${l._id}`]),
    },
  },
  {
    kind: 'supply chain',
    lists: ['/supplychain'],
    page: 'supplychain',
    one: (id) => `/supplychain/${id}`,
    actions: {
      approve: (c) => ['POST', `/supplychain/${c._id}/approve`, { version: c.version }],
      deny: (c) => ['POST', `/supplychain/${c._id}/deny`, { version: c.version }],
      submit: (c) => ['POST', `/supplychain/${c._id}`],
    },
  },
  {
    kind: 'order',
    lists: ['/orders', '/orders/expiring'],
    page: 'orders',
    one: (id) => `/order/${id}`,
    actions: {
      approve: (o) => ['PATCH', `/order/${o._id}/approve`, { version: o.version }],
      dispatch: (o) => ['PATCH', `/order/${o._id}/dispatch`, { type: o.type }],
      complete: (o) => ['PATCH', `/order/${o._id}/complete`],
    },
  },
  {
    kind: 'transfer',
    lists: ['/stocktransfers'],
    page: 'transfers',
    one: (id) => `/stocktransfer/${id}`,
    actions: {
      approve: (t) => ['PATCH', `/stocktransfer/${t._id}/approve`, { version: t.version }],
      deny: (t) => ['PATCH', `/stocktransfer/${t._id}/deny`, { version: t.version }],
    },
  },
  {
    kind: 'replacement',
    lists: ['/stockreplacements'],
    page: 'requests',
    one: (id) => `/stockreplacement/${id}`,
    actions: {
      assign: (r) => ['POST', `/stockreplacement/${r._id}/assign`, newLots(r.units as number)],
      approve: (r) => ['PATCH', `/stockreplacement/${r._id}/approve`, { version: r.version }],
      // Denied while pending, no replacement would reach its approval: a pending one waits for the supplier's lots.
      deny: (r) => (r.status === 'PENDING' ? null : ['PATCH', `/stockreplacement/${r._id}/deny`, { version: r.version }]),
      comment: (r) => ['POST', `/stockreplacement/${r._id}/comment`, { comment: 'Matrix' }],
    },
  },
  {
    kind: 'count',
    lists: ['/counts'],
    page: 'counts',
    one: (id) => `/count/${id}`,
    actions: {
      // Saving nothing new: the count stays as it was, its version bumped.
      save: (c) => ['PATCH', `/count/${c._id}`, { lines: [], version: c.version }],
      // A count with a line not counted is refused whatever the ability says: only whole counts are tried.
      submit: (c) =>
        (c.lines as { countedUnits: number | null }[]).every((l) => l.countedUnits !== null)
          ? ['POST', `/count/${c._id}/submit`, { version: c.version }]
          : null,
      approve: (c) => ['POST', `/count/${c._id}/approve`, { version: c.version }],
      deny: (c) => ['POST', `/count/${c._id}/deny`, { version: c.version }],
    },
  },
  {
    kind: 'recall',
    lists: ['/recalls'],
    page: 'recalls',
    one: (id) => `/recall/${id}`,
    actions: {
      // The same class: the draft stays as it was, its version bumped.
      edit: (r) => ['PATCH', `/recall/${r._id}`, { class: r.class, version: r.version }],
      activate: (r) => ['POST', `/recall/${r._id}/activate`, { version: r.version }],
      // One unit of a lot with units left (any lot when none has: a 4xx whatever the ability says, so none is tried).
      dispose: (r) => {
        const lot = (r.lots as { stockUnitId: string; remainingUnits: number }[]).find((l) => l.remainingUnits > 0);
        return lot ? ['POST', `/recall/${r._id}/dispose`, { stockUnitId: lot.stockUnitId, units: 1, disposition: 'RETURNED', reference: 'Matrix' }] : null;
      },
      close: (r) => ['POST', `/recall/${r._id}/close`, { version: r.version }],
      revert: (r) => ['POST', `/recall/${r._id}/revert`, { note: 'Matrix', version: r.version }],
    },
  },
  {
    kind: 'stock request',
    lists: ['/stockrequests'],
    page: 'requests',
    one: (id) => `/stockrequest/${id}`,
    actions: {
      markAssigned: (r) => ['PATCH', `/stockrequest/${r._id}/paid`],
      // One route: the administrator's decision, or the member's approval of the proposal.
      approveProposal: (r, type) => (type === 'healthpro' ? null : ['PATCH', `/stockrequest/${r._id}/approve`, { version: r.version }]),
      approve: (r, type) => (type === 'member' ? null : ['PATCH', `/stockrequest/${r._id}/approve`, { version: r.version }]),
      deny: (r) => ['PATCH', `/stockrequest/${r._id}/deny`, { version: r.version }],
      edit: (r) => ['PATCH', `/stockrequest/${r._id}`, { requestedParLevel: r.requestedParLevel, minimumExpiry: r.minimumExpiry }],
      propose: (r) => ['PATCH', `/stockrequest/${r._id}/increase/approve`, newLots(r.unitsToAssign as number)],
      comment: (r) => ['POST', `/stockrequest/${r._id}/comment`, { comment: 'Matrix' }],
    },
  },
  {
    kind: 'replenishment',
    lists: ['/stockreplenishments'],
    page: 'requests',
    one: (id) => `/stockreplenishment/${id}`,
    actions: {
      markPaid: (r) => ['POST', `/stockreplenish/${r._id}/paid`],
      approve: (r) => ['PATCH', `/stockreplenish/${r._id}/status`, { status: 'APPROVED', version: r.version }],
      deny: (r) => ['PATCH', `/stockreplenish/${r._id}/status`, { status: 'DENIED', version: r.version }],
      replenish: (r) => ['POST', `/stockreplenish/${r._id}/replenish`, newLots(r.units as number)],
      comment: (r) => ['POST', `/stockreplenish/${r._id}/comment`, { comment: 'Matrix' }],
    },
  },
];

describe('abilities matrix', () => {
  it.each(KINDS)(
    '$kind: a true ability succeeds and a false one is refused, for every user type',
    async ({ lists, page, one, actions }) => {
      const read = async (account: Account, list: string, id: string) => {
        if (one) {
          const res = await call(ctx, account, 'GET', one(id));
          return res.statusCode === 404 ? undefined : (res.json().data as Shown);
        }
        const listed = (await call(ctx, account, 'GET', `${list}?limit=10`)).json().data[page] as Shown[];
        return listed.find((record) => record._id === id);
      };
      const seen: Record<string, Set<boolean>> = Object.fromEntries(Object.keys(actions).map((action) => [action, new Set<boolean>()]));
      for (let round = 0; round < 3; round++) {
        for (const [account, list] of ACCOUNTS.flatMap((account) => lists.map((list) => [account, list] as const))) {
          const type = typeOf(account);
          // The newest records: those made above, and the seed's newest.
          const listed = await call(ctx, account, 'GET', `${list}?limit=10`);
          if (listed.statusCode === 403) continue; // the kind is not this portal's
          expect(listed.statusCode, listed.body).toBe(200);
          const records = listed.json().data[page] as Shown[];
          // A product's chain before its first partner has no id, and nothing to do.
          for (const [index, { _id }] of records.filter((record) => record._id).entries()) {
            // Half the records try their actions in reverse, so a deny is tried before an approve takes the record away.
            const names = index % 2 ? Object.keys(actions).reverse() : Object.keys(actions);
            for (const action of names) {
              const shown = await read(account, list, _id);
              if (!shown) break; // deleted by an earlier action
              const attempt = actions[action]!(shown, type);
              if (!attempt) continue;
              const may = shown.abilities[action];
              expect(may, `${action} is an ability of every record`).toEqual(expect.any(Boolean));
              const [method, path, body] = attempt;
              const res = body && 'form' in body ? await sendForm(account, method, path, body.form) : await call(ctx, account, method, path, body);
              const where = `${account} ${action} on ${_id} (${String(shown.status)}): ${res.body}`;
              if (may) expect(res.statusCode, where).toBe(200);
              else {
                expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
                expect(res.statusCode, where).toBeLessThan(500);
              }
              seen[action]!.add(may!);
            }
          }
        }
      }
      // Only a party reads a record, and every party may comment on it.
      const expected = (action: string) => (action === 'comment' ? [true] : [false, true]);
      expect(Object.fromEntries(Object.entries(seen).map(([action, values]) => [action, [...values].sort()]))).toEqual(
        Object.fromEntries(Object.keys(actions).map((action) => [action, expected(action)])),
      );
    },
    120_000,
  );

  it('a read-only API key reads every ability false', async () => {
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/apikeys',
      headers: { authorization: `Bearer ${ctx.tokens.member}` },
      payload: { name: 'Matrix read', scope: 'read', expiresAt: dayjs().add(1, 'day').toISOString() },
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/member/orders', headers: { authorization: `Bearer ${key.json().data.key}` } });
    const abilities = (res.json().data.orders as Shown[]).flatMap((order) => Object.values(order.abilities));
    expect(abilities.length).toBeGreaterThan(0);
    expect(abilities).not.toContain(true);
  });
});
