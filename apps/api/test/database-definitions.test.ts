/**
 * The database's code has one home (db/definitions): every function and trigger of the migrated
 * database is declared there, with the body its definition file holds; every kept figure's check
 * runs in `reconcile()` and finds a difference planted in what the figure keeps, and its backfill
 * puts it right; docs/database.md is the index of the triggers the definitions declare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../src/db/client.js';
import { applyDefinitions } from '../src/db/definitions/apply.js';
import { definitions, figures } from '../src/db/definitions/index.js';
import { declaredFunctions, declaredTriggers, triggerIndex } from '../src/db/definitions/trigger-index.js';
import { PROGRAMME_OWNER } from '../src/db/schema.js';
import { reconcile } from '../src/modules/stock/ledger.js';
import { repoRoot } from '../src/paths.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(() => ctx.close());

/** The functions of schema public that no extension owns (pg_trgm's are the extension's). */
const databaseFunctions = () =>
  queryRows<{ name: string; body: string }>(
    ctx.db,
    sql`select p.proname as name, p.prosrc as body from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1`,
  );
const databaseTriggers = () =>
  queryRows<{ name: string; table: string; definition: string }>(
    ctx.db,
    sql`select tgname as name, tgrelid::regclass::text as table, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal order by 2, 1`,
  );

/** Every function's body and trigger's statement in the database is the one its definition holds. */
async function expectTheDefinitions() {
  const bodies = new Map(
    definitions.flatMap((d) => d.functions.map((f) => [/^CREATE OR REPLACE FUNCTION (\w+)\(/.exec(f)![1]!, /AS \$\$([\s\S]*)\$\$$/.exec(f)![1]!])),
  );
  for (const { name, body } of await databaseFunctions()) expect(body, name).toBe(bodies.get(name));
  const statements = new Map(
    definitions.flatMap((d) =>
      d.triggers.filter((t) => !t.startsWith('DROP ')).map((t) => [/TRIGGER (\w+) /.exec(t)![1]!, t.replace(/^CREATE OR REPLACE TRIGGER /, 'CREATE TRIGGER ')]),
    ),
  );
  const triggers = await databaseTriggers();
  expect(triggers.map((t) => t.name).sort()).toEqual([...statements.keys()].sort());
  for (const { name, table, definition } of triggers) {
    expect(definition.replace(` ON public.${table} `, ` ON ${table} `), name).toBe(statements.get(name));
  }
}

describe('every function and trigger has one definition', () => {
  it('the database has no function and no trigger that no definition declares, and none declared twice', async () => {
    const functions = declaredFunctions().map((f) => f.name);
    const triggers = declaredTriggers().map((t) => `${t.table}.${t.name}`);
    expect(new Set(functions).size, 'a function declared twice').toBe(functions.length);
    expect(new Set(triggers).size, 'a trigger declared twice').toBe(triggers.length);
    expect((await databaseFunctions()).map((f) => f.name)).toEqual([...functions].sort());
    expect((await databaseTriggers()).map((t) => `${t.table}.${t.name}`).sort()).toEqual([...triggers].sort());
  });

  it("each function's and trigger's text in the database is its definition's", expectTheDefinitions);

  it('docs/database.md lists the triggers the definitions declare', () => {
    expect(readFileSync(path.join(repoRoot, 'docs/database.md'), 'utf8'), 'run: npx tsx scripts/database-index.ts').toBe(triggerIndex());
  });
});

/**
 * A difference planted in what each figure keeps (added to a shard of its own, or a kept value
 * changed), and the name under which `reconcile()` reports it. A new figure needs its line here.
 */
const plants: Record<string, { plant: string; reported: string }> = {
  stock_totals: { plant: 'update stock_totals set lots = lots + 1', reported: 'totals' },
  list_totals: { plant: `insert into list_totals (name, shard, n) values ('stocks', 999, 1)`, reported: 'list_totals' },
  notification_totals: {
    plant: `insert into notification_totals (recipient_id, shard, total, unseen) select id, 999, 1, 1 from users limit 1`,
    reported: 'notification_totals',
  },
  status_totals: { plant: `insert into status_totals (name, status, shard, n) values ('locations', 'APPROVED', 999, 1)`, reported: 'status_totals' },
  order_months: { plant: `insert into order_months (owner_id, month, shard, n) values ('${PROGRAMME_OWNER}', '2020-01-01', 999, 1)`, reported: 'order_months' },
  transfer_lists: {
    // A transfer under a supplier other than its product's (the seed has none to change).
    plant: `insert into transfers (stock_id, sender_member_id, recipient_member_id, supplier_id)
            select s.id, s.member_id, (select id from users where type = 'member' and id <> s.member_id limit 1),
                   (select id from users where type = 'distributor' limit 1)
            from stocks s limit 1`,
    reported: 'transfer_suppliers',
  },
  replacement_lists: {
    // A replacement under a supplier other than its product's (the seed has none to change).
    plant: `insert into stock_replacements (stock_id, member_id, supplier_id, requested_by, units)
            select s.id, s.member_id, (select id from users where type = 'distributor' limit 1), 'member', 1
            from stocks s limit 1`,
    reported: 'replacement_suppliers',
  },
  stock_recalls: {
    plant: 'update stocks set recalled_units = recalled_units + 1 where id = (select id from stocks order by id limit 1)',
    reported: 'recalled_units',
  },
  stock_usage: { plant: `update stock_usage_months set units = units + 1`, reported: 'stock_usage_months' },
  lot_risks: { plant: `update lot_risks set value_at_risk = value_at_risk + 1`, reported: 'lot_risk_values' },
  lot_risk_months: {
    plant: `insert into lot_risk_months (owner_id, month, shard, lots, units, value) values ('${PROGRAMME_OWNER}', '2020-01-01', 999, 1, 1, 1)`,
    reported: 'lot_risk_months',
  },
  redistribution: {
    plant: `insert into redistribution_totals (owner_id, suggestions, value_saved) values (gen_random_uuid(), 1, 1)`,
    reported: 'redistribution_totals',
  },
  product_supply: { plant: 'update product_supply set units = units + 1', reported: 'product_supply' },
  wastage_months: {
    plant: `insert into wastage_months (owner_id, month, shard, units, value) values ('${PROGRAMME_OWNER}', '2020-01-01', 999, 1, 1)`,
    reported: 'wastage_months',
  },
};

const reported = async (tx: Executor) => {
  const found = await reconcile(tx);
  return [...new Set([...(found.totals.length ? ['totals'] : []), ...found.figures.map((f) => f.kept)])];
};

/** Runs `work` in a transaction that is rolled back, so the seeded database stays as it was for the next test. */
async function rolledBack(work: (tx: Executor) => Promise<void>) {
  const rollback = new Error('rollback');
  await expect(
    ctx.db.transaction(async (tx) => {
      await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe("reconcile() runs every figure's check", () => {
  it('every figure has a planted difference below', () => {
    expect(Object.keys(plants).sort()).toEqual(figures.map((f) => f.name).sort());
  });

  it('finds nothing on the seeded database', async () => {
    expect(await reported(ctx.db)).toEqual([]);
  });

  for (const figure of figures) {
    it(`${figure.name}: reconcile() reports a planted difference, and the backfill puts it right`, async () => {
      const { plant, reported: as } = plants[figure.name]!;
      await rolledBack(async (tx) => {
        await tx.execute(sql.raw(plant));
        expect(await reported(tx)).toEqual([as]);
        for (const statement of figure.backfill) await tx.execute(sql.raw(statement));
        expect(await reported(tx)).toEqual([]);
      });
    });
  }
});

describe('applying the definitions at start-up', () => {
  it('applies none when each is as it was applied, and applies again, with its backfill, one whose text changed', async () => {
    expect(await applyDefinitions(ctx.db)).toEqual([]);
    await ctx.db.execute(sql.raw(plants.list_totals!.plant));
    expect(await reported(ctx.db)).toEqual(['list_totals']);
    await ctx.db.execute(sql`update database_definitions set hash = 'the text before' where name = 'list_totals'`);
    expect(await applyDefinitions(ctx.db)).toEqual(['list_totals']);
    expect(await reported(ctx.db)).toEqual([]);
    expect(await applyDefinitions(ctx.db)).toEqual([]);
  });

  it('after a migration, puts back every function and trigger the migration changed, with no backfill of an unchanged figure', async () => {
    // What a migration could do: replace a function, drop a trigger.
    await ctx.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION list_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`));
    await ctx.db.execute(sql`drop trigger stocks_total_added on stocks`);
    await ctx.db.execute(sql`update database_definitions set hash = 'an earlier migration' where name = '(migrations)'`);
    await ctx.db.execute(sql.raw(plants.list_totals!.plant));
    expect(await applyDefinitions(ctx.db)).toEqual(definitions.map((d) => d.name));
    await expectTheDefinitions();
    expect(await reported(ctx.db), 'the planted difference: no backfill ran').toEqual(['list_totals']);
    await ctx.db.execute(sql`delete from list_totals where shard = 999`);
    expect(await applyDefinitions(ctx.db)).toEqual([]);
  });
});
