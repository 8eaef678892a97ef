import { MESSAGES } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, supplierDistributors, users } from '../../db/schema.js';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = { name: 'Hamilton Depot', line1: '1 King St W', line2: 'Hamilton, ON', postalCode: 'l8p4x1', comment: 'Dock 3' };
const locationCount = async () => (await ctx.db.select().from(locations)).length;

describe('distributor locations', () => {
  it('adds a location that waits for approval and tells the administrators', async () => {
    const res = await call(ctx, 'distributor', 'POST', '/location', valid);
    expect(res.statusCode).toBe(200);
    const location = res.json().data;
    expect(location).toMatchObject({
      name: 'Hamilton Depot',
      postalCode: 'L8P 4X1',
      status: 'PENDING',
      Distributor: { name: 'TransCanada Medical Logistics' },
    });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.locationId, location._id));
    expect(told).toEqual([expect.objectContaining({ recipientType: 'healthpro', link: `/location/${location._id}`, askForApproval: true })]);
  });

  it.each([
    [{ ...valid, name: '' }, MESSAGES.locationNameRequired],
    [{ ...valid, line1: ' ' }, MESSAGES.line1Required],
    [{ ...valid, line2: undefined }, MESSAGES.line2Required],
    [{ ...valid, postalCode: '' }, MESSAGES.postalCodeRequired],
    [{ ...valid, postalCode: 'D1A 1A1' }, MESSAGES.invalidPostalCode],
    [{ ...valid, postalCode: 'W1A1A1' }, MESSAGES.invalidPostalCode],
  ])('refuses %o with "%s" and writes nothing', async (body, message) => {
    const before = await locationCount();
    const res = await call(ctx, 'distributor', 'POST', '/location', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await locationCount()).toBe(before);
  });

  it('lists own locations with search and paging', async () => {
    const all = (await call(ctx, 'distributor', 'GET', '/locations?sort=name')).json().data;
    expect(all.total).toBe(4);
    expect(all.locations.map((l: { name: string }) => l.name)).toEqual([
      'Hamilton Depot',
      'Mississauga Warehouse',
      'Ottawa Cross-dock',
      'Toronto Central Depot',
    ]);
    const found = (await call(ctx, 'distributor', 'GET', '/locations?search=K1N')).json().data;
    expect(found).toMatchObject({ total: 1, locations: [{ name: 'Ottawa Cross-dock' }] });
  });

  it('the administrator approves; the distributor sees it approved and is told', async () => {
    const pending = (await call(ctx, 'healthpro', 'GET', '/locations?search=Hamilton')).json().data.locations[0];
    const approved = await call(ctx, 'healthpro', 'POST', `/location/${pending._id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    const again = await call(ctx, 'healthpro', 'POST', `/location/${pending._id}/deny`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WRONG_STATUS', reason: 'transition.wrongStatus' });
    const seen = (await call(ctx, 'distributor', 'GET', `/location/${pending._id}`)).json().data;
    expect(seen.status).toBe('APPROVED');
    const notes = (await call(ctx, 'distributor', 'GET', '/notifications')).json().data.notifications;
    expect(notes[0]).toMatchObject({ type: 'LOCATION_APPROVED', link: '/location', messageMain: 'Location approved' });
  });

  it('sends a moved approved location back for approval; a new comment alone does not', async () => {
    const hamilton = (await call(ctx, 'distributor', 'GET', '/locations?search=Hamilton')).json().data.locations[0];
    const commented = await call(ctx, 'distributor', 'PUT', `/location/${hamilton._id}`, { ...valid, comment: 'Dock 4', id: hamilton._id });
    expect(commented.json().data).toMatchObject({ comment: 'Dock 4', status: 'APPROVED' });
    const moved = await call(ctx, 'distributor', 'PUT', `/location/${hamilton._id}`, { ...valid, line1: '2 King St W' });
    expect(moved.json().data).toMatchObject({ line1: '2 King St W', status: 'PENDING' });
  });

  it('an edit racing the approval never loses the approval', async () => {
    for (let round = 0; round < 10; round++) {
      const created = (await call(ctx, 'distributor', 'POST', '/location', { ...valid, name: `Edit race ${round}` })).json().data;
      const [edit, approve] = await Promise.all([
        call(ctx, 'distributor', 'PUT', `/location/${created._id}`, { ...valid, name: `Edit race ${round}`, comment: `Gate ${round}` }),
        call(ctx, 'healthpro', 'POST', `/location/${created._id}/approve`),
      ]);
      expect([edit.statusCode, approve.statusCode]).toEqual([200, 200]);
      const [stored] = await ctx.db.select().from(locations).where(eq(locations._id, created._id));
      expect(stored, `round ${round}`).toMatchObject({ status: 'APPROVED', comment: `Gate ${round}`, version: 3 });
    }
  });

  it("refuses the administrator's decision on a location edited since it was shown", async () => {
    const shown = (await call(ctx, 'distributor', 'POST', '/location', { ...valid, name: 'Stale Depot' })).json().data;
    await call(ctx, 'distributor', 'PUT', `/location/${shown._id}`, { ...valid, name: 'Stale Depot', line1: '9 Bay St' });
    const stale = await call(ctx, 'healthpro', 'POST', `/location/${shown._id}/approve`, { version: shown.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', reason: 'version.stale' });
    const [stored] = await ctx.db.select().from(locations).where(eq(locations._id, shown._id));
    expect(stored!.status).toBe('PENDING');
    expect((await call(ctx, 'healthpro', 'POST', `/location/${shown._id}/approve`, { version: stored!.version })).statusCode).toBe(200);
  });

  it('20 simultaneous approvals give one success and 409s', async () => {
    const created = (await call(ctx, 'distributor', 'POST', '/location', { ...valid, name: 'Race Depot' })).json().data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx, 'healthpro', 'POST', `/location/${created._id}/approve`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.type, 'LOCATION_APPROVED'));
    expect(told.filter((n) => n.locationId === created._id && n.recipientType === 'distributor')).toHaveLength(1);
  });

  it('refuses to delete a location that holds stock', async () => {
    const toronto = (await call(ctx, 'distributor', 'GET', '/locations?search=Toronto')).json().data.locations[0];
    expect(toronto.abilities).toMatchObject({ edit: true, delete: false });
    const res = await call(ctx, 'distributor', 'DELETE', `/location/${toronto._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'record.inUse', message: expect.stringMatching(/^Toronto Central Depot holds stock/) });
  });

  it('deletes an unused own location', async () => {
    const race = (await call(ctx, 'distributor', 'GET', '/locations?search=Race')).json().data.locations[0];
    expect(race.abilities).toMatchObject({ edit: true, delete: true });
    expect((await call(ctx, 'distributor', 'DELETE', `/location/${race._id}`)).statusCode).toBe(200);
    expect((await call(ctx, 'distributor', 'GET', `/location/${race._id}`)).statusCode).toBe(404);
  });
});

describe("another owner's location", () => {
  let other: string;
  beforeAll(async () => {
    const [rival] = await ctx.db.insert(users).values({ type: 'distributor', name: 'Rival Logistics', email: 'rival@example.org' }).returning();
    const [loc] = await ctx.db
      .insert(locations)
      .values({ name: 'Rival Yard', line1: '9 Bay St', line2: 'Toronto, ON', postalCode: 'M5J 2N8', distributorId: rival!._id })
      .returning();
    other = loc!._id;
  });

  it('cannot be seen, edited or deleted by another distributor (404, nothing changes)', async () => {
    expect((await call(ctx, 'distributor', 'GET', `/location/${other}`)).statusCode).toBe(404);
    expect((await call(ctx, 'distributor', 'PUT', `/location/${other}`, valid)).statusCode).toBe(404);
    expect((await call(ctx, 'distributor', 'DELETE', `/location/${other}`)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(locations).where(eq(locations._id, other));
    expect(row!.name).toBe('Rival Yard');
  });
});

describe('supplier locations', () => {
  it("lists its own and its distributors' locations as data.data", async () => {
    const res = (await call(ctx, 'supplier', 'GET', '/locations/supplier')).json().data;
    expect(res.total).toBeGreaterThanOrEqual(3);
    expect(res.data.every((l: { Distributor: { name: string } | null }) => l.Distributor?.name === 'TransCanada Medical Logistics')).toBe(true);
  });

  it('adds its own location, pending approval', async () => {
    const res = await call(ctx, 'supplier', 'POST', '/location', { ...valid, name: 'Northfield Plant Store' });
    expect(res.json().data).toMatchObject({ status: 'PENDING', Supplier: { name: 'Northfield Pharmaceuticals Inc.' }, Distributor: null });
  });

  it("may not edit its distributor's location", async () => {
    const toronto = (await call(ctx, 'supplier', 'GET', '/locations/supplier?search=Toronto')).json().data.data[0];
    expect((await call(ctx, 'supplier', 'PUT', `/location/${toronto._id}`, valid)).statusCode).toBe(404);
  });

  it('selects distributors; none chosen or an unknown one is refused', async () => {
    const rival = (await ctx.db.select().from(users).where(eq(users.email, 'rival@example.org')))[0]!;
    const ok = await call(ctx, 'supplier', 'POST', '/distributor', { distributorIds: [rival._id] });
    expect(ok.statusCode).toBe(200);
    const links = await ctx.db.select().from(supplierDistributors);
    expect(links).toHaveLength(2);
    const names = (await call(ctx, 'supplier', 'GET', '/distributor')).json().data;
    expect(Object.fromEntries(names.map((d: { name: string; selected: boolean }) => [d.name, d.selected]))).toEqual({
      'Prairie Medical Distribution': false,
      'Rival Logistics': true,
      'TransCanada Medical Logistics': true,
    });
    expect((await call(ctx, 'healthpro', 'GET', '/distributor')).json().data[0].selected).toBeUndefined();
    expect((await call(ctx, 'supplier', 'GET', '/locations/supplier?search=Rival')).json().data.total).toBe(1);
    const none = await call(ctx, 'supplier', 'POST', '/distributor', { distributorIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one distributor');
    const unknown = await call(ctx, 'supplier', 'POST', '/distributor', { distributorIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.db.select().from(supplierDistributors)).toHaveLength(2);
  });

  it('gives the assign dialog only approved locations', async () => {
    const list = (await call(ctx, 'supplier', 'GET', '/locationlist')).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l: { status: string }) => l.status === 'APPROVED')).toBe(true);
  });
});

describe('who may call', () => {
  it('keeps members out of locations and the administrator out of adding them', async () => {
    expect((await call(ctx, 'member', 'GET', '/locations')).statusCode).toBe(403);
    expect((await call(ctx, 'healthpro', 'POST', '/location', valid)).statusCode).toBe(403);
    const any = (await call(ctx, 'healthpro', 'GET', '/locations')).json().data.locations[0];
    expect((await call(ctx, 'distributor', 'POST', `/location/${any._id}/approve`)).statusCode).toBe(403);
  });
});
