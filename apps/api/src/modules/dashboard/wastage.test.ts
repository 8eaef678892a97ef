/**
 * Wastage on the dashboards (contract figures.ts `wastage`): the units written off as expired per
 * month in Toronto over the last twelve months, at each product's price, worked by hand on the demo
 * data, and the same as the contract's reference over every ledger row.
 */
import { today, wastage, type Dashboard } from '@rds/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';
import { ledgerMismatches, writeOffDated } from '../../../test/ledger.js';
import { receiveLot, reconcile } from '../stock/ledger.js';

let ctx: TestContext;
let now = new Date('2026-11-26T15:00:00Z');
const clock = () => now;

const dashboard = async (who: 'member' | 'member2' | 'supplier' | 'distributor' | 'healthpro'): Promise<Dashboard> => {
  const res = await call(ctx, who, 'GET', '/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const lot = async (lotNumber: string) => (await queryRows<{ id: string }>(ctx.db, sql`select id from stock_units where lot_number = ${lotNumber}`))[0]!.id;
const shown = (figure: Dashboard['wastage']) => ({ ...figure!, months: figure!.months.filter((m) => m.units !== 0) });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  // The demo's prices: salbutamol $6.85, amoxicillin $0.42 (the member's), insulin $78.40 (the other member's).
  const salbutamol = await lot('SAL-5521');
  const amoxicillin = await lot('AMX-24B03');
  const insulin = await lot('INS-0921');
  await writeOffDated(ctx.db, salbutamol, 10, 'EXPIRED', '2026-10-15T12:00:00Z'); // October: 10 x 6.85 = 68.50
  await writeOffDated(ctx.db, amoxicillin, 40, 'EXPIRED', '2026-10-20T12:00:00Z'); // October: 40 x 0.42 = 16.80
  await writeOffDated(ctx.db, salbutamol, 6, 'EXPIRED', '2026-11-01T03:00:00Z'); // 31 October 23:00 in Toronto: 6 x 6.85 = 41.10
  await writeOffDated(ctx.db, amoxicillin, 25, 'EXPIRED', '2026-11-02T15:00:00Z'); // November: 25 x 0.42 = 10.50
  await writeOffDated(ctx.db, salbutamol, 5, 'DAMAGED', '2026-11-03T15:00:00Z'); // a loss, not wastage
  await writeOffDated(ctx.db, salbutamol, 7, 'EXPIRED', '2025-11-30T12:00:00Z'); // before the window (December 2025 to November 2026)
  await writeOffDated(ctx.db, insulin, 2, 'EXPIRED', '2026-11-10T15:00:00Z'); // the other member's: 2 x 78.40 = 156.80
});
afterAll(() => ctx.close());

describe('wastage on the dashboards', () => {
  it('gives a member its stocks’ expired write-offs per Toronto month, at each product’s price', async () => {
    const { wastage: figure } = await dashboard('member');
    expect(figure!.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(shown(figure)).toEqual({
      months: [
        { month: '2026-10', units: 56, value: 126.4 }, // 10 + 40 + 6; 68.50 + 16.80 + 41.10
        { month: '2026-11', units: 25, value: 10.5 },
      ],
      totalUnits: 81,
      totalValue: 136.9,
    });
    expect(shown((await dashboard('member2')).wastage)).toEqual({ months: [{ month: '2026-11', units: 2, value: 156.8 }], totalUnits: 2, totalValue: 156.8 });
  });

  it('gives the administrator the programme’s', async () => {
    expect(shown((await dashboard('healthpro')).wastage)).toEqual({
      months: [
        { month: '2026-10', units: 56, value: 126.4 },
        { month: '2026-11', units: 27, value: 167.3 }, // 25 + 2; 10.50 + 156.80
      ],
      totalUnits: 83,
      totalValue: 293.7,
    });
  });

  it('is none of a supplier’s or a distributor’s dashboard', async () => {
    expect((await dashboard('supplier')).wastage).toBeNull();
    expect((await dashboard('distributor')).wastage).toBeNull();
  });

  it('equals the contract’s reference over every ledger row, and moves its window with the month', async () => {
    const rows = await queryRows<{ reason: string; delta: number; at: Date; price: string }>(
      ctx.db,
      sql`select l.reason, l.delta, l.created_at as at, p.price from stock_ledger l join stocks s on s.id = l.stock_id join products p on p.id = s.product_id`,
    );
    const movements = rows.map((r) => ({ reason: r.reason, delta: r.delta, at: new Date(r.at), price: Number(r.price) }));
    expect((await dashboard('healthpro')).wastage).toEqual(wastage(movements, '2026-11-26'));
    // A month later, October 2026 is still in the window and November 2025 still out; a year on, October is out.
    now = new Date('2027-10-05T15:00:00Z');
    try {
      const later = (await dashboard('healthpro')).wastage!;
      expect(later).toEqual(wastage(movements, '2027-10-05'));
      expect(later.months[0]!.month).toBe('2026-11');
      expect(later.totalUnits).toBe(27);
    } finally {
      now = new Date('2026-11-26T15:00:00Z');
    }
  });

  it('counts a lot written off as expired through the API in the current month', async () => {
    now = new Date();
    try {
      const before = (await dashboard('member')).wastage!;
      // A lot of the member's salbutamol ($6.85) that expired yesterday, 3 of its 8 units written off by the administrator.
      const [salbutamol] = await queryRows<{ stockId: string; locationId: string }>(
        ctx.db,
        sql`select stock_id as "stockId", location_id as "locationId" from stock_units where lot_number = 'SAL-5521'`,
      );
      const yesterday = new Date(`${today(now)}T12:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      const expired = await ctx.db.transaction((tx) =>
        receiveLot(tx, { ...salbutamol!, lotNumber: 'SAL-OLD', expiry: yesterday.toISOString().slice(0, 10), units: 8 }, { reason: 'SEED' }),
      );
      const res = await call(ctx, 'healthpro', 'POST', `/stockunit/${expired._id}/adjust`, { units: -3, reason: 'EXPIRED', note: 'Expired on the shelf' });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await dashboard('member')).wastage!;
      const thisMonth = before.months.at(-1)!;
      expect(after.months.at(-1)).toEqual({ month: thisMonth.month, units: thisMonth.units + 3, value: (Math.round(thisMonth.value * 100) + 2055) / 100 });
      expect(after).toMatchObject({ totalUnits: before.totalUnits + 3, totalValue: (Math.round(before.totalValue * 100) + 2055) / 100 });
    } finally {
      now = new Date('2026-11-26T15:00:00Z');
    }
  });

  it('values the write-offs at the price now: a new price revalues every month it wrote off in', async () => {
    const product = sql`(select s.product_id from stocks s join stock_units u on u.stock_id = s.id where u.lot_number = 'SAL-5521')`;
    await ctx.db.execute(sql`update products set price = 7.85 where id = ${product}`);
    try {
      // October: 16 salbutamol units at 7.85 (125.60) and 40 amoxicillin at 0.42 (16.80).
      expect(shown((await dashboard('member')).wastage).months[0]).toEqual({ month: '2026-10', units: 56, value: 142.4 });
      expect((await reconcile(ctx.db)).figures).toEqual([]);
    } finally {
      await ctx.db.execute(sql`update products set price = 6.85 where id = ${product}`);
    }
    expect(shown((await dashboard('member')).wastage).months[0]).toEqual({ month: '2026-10', units: 56, value: 126.4 });
  });

  it('moves a stock’s write-offs with the stock to another member (rolled back: the API never moves a stock)', async () => {
    const rollback = new Error('rollback');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`update stocks set member_id = (select id from users where email = 'member2@example.org')
              where id = (select stock_id from stock_units where lot_number = 'SAL-5521')`,
        );
        expect((await reconcile(tx)).figures).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('leaves the books balanced', async () => {
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
