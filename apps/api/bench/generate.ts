/**
 * Generates a programme of a given scale on top of the demo data, with set-based SQL
 * (generate_series), consistent with every constraint and with the stock ledger.
 *
 * Scale 1: 2,000 members, 50 suppliers, 20 distributors (at every scale), 5,000 products, 100k stocks, 300k lots,
 * 1M ledger rows, 150k orders, 200k stock requests (with lines, comments and 150k invoices),
 * 20k replenishments, 5k transfers, 5k replacements, 70k adjustments (30k of them written off as
 * expired in the last eighteen months: wastage), a count per location, 1M notifications. The demo accounts are member, supplier and
 * distributor number 0 of their kind, so signing in as them shows a typical share of it; the
 * demo administrator receives 30% of the notifications.
 *
 * Ids are the md5 of the kind and the number, shaped as uuid v4, so each statement refers to
 * the rows of another by arithmetic on their numbers, without joins. Used by `npm run bench`
 * (bench/run.ts) and by the plan test (test/plans.test.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client.js';
import { stateOf } from '../src/modules/figures/repository.js';
import { createRedistributionService } from '../src/modules/redistribution/service.js';

export interface Sizes {
  members: number;
  suppliers: number;
  distributors: number;
  products: number;
  stocks: number;
  stockRequests: number;
  notifications: number;
}

/**
 * The row counts of a scale. Suppliers and distributors stay at 50 and 20 at every scale, so that
 * one of them holds the same share of the rows as in the whole programme (the planner's choices
 * depend on that share); members and volumes scale.
 */
export function sizesOf(scale: number): Sizes {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  const members = at(2000, 4);
  const products = at(5000, 250);
  // Each member holds 50 products; never more stocks than pairs.
  const stocks = Math.min(at(100_000, 200), members * 50);
  return {
    members,
    suppliers: 50,
    distributors: 20,
    products,
    stocks,
    stockRequests: stocks * 2,
    notifications: at(1_000_000, 1000),
  };
}

/** The product of the recall the bench activates (the oldest draft), and the lot it names. */
export const RECALLED_PRODUCT = 0;
export const RECALLED_LOT = 'BENCH-RECALL-1';

const DEMO_EMAILS = {
  healthpro: 'healthpro@example.org',
  member: 'member@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
} as const;

/** Product p's GTIN: 09 and p in 11 digits, then the GS1 check digit (weights 3 and 1 from the right). */
const gtinOf = (p: string) => {
  const body = `'09' || lpad((${p})::text, 11, '0')`;
  return `${body} || (10 - (select sum(substr(${body}, i, 1)::int * (case when i % 2 = 1 then 3 else 1 end)) from generate_series(1, 13) i) % 10) % 10`;
};

/** Words for product names, so that searches find some products and not others. */
const DRUGS = [
  'Amoxicillin',
  'Salbutamol',
  'Insulin glargine',
  'Epinephrine',
  'Naloxone',
  'Ceftriaxone',
  'Heparin',
  'Morphine',
  'Ondansetron',
  'Dexamethasone',
  'Furosemide',
  'Metformin',
  'Atorvastatin',
  'Lisinopril',
  'Omeprazole',
  'Azithromycin',
  'Ciprofloxacin',
  'Prednisone',
  'Ketorolac',
  'Midazolam',
  'Propofol',
  'Fentanyl',
  'Vancomycin',
  'Gentamicin',
  'Lidocaine',
  'Oxytocin',
  'Magnesium sulfate',
  'Potassium chloride',
  'Tranexamic acid',
  'Labetalol',
];
const FORMS = ['tablets', 'capsules', 'vial', 'ampoule', 'inhaler', 'auto-injector', 'oral solution', 'prefilled syringe'];

export interface GenerateReport {
  sizes: Sizes;
  seconds: Record<string, number>;
}

/**
 * Adds the programme to a database that holds the demo seed (and nothing generated yet). Runs
 * one statement per table; `log` hears of each step.
 */
export async function generateProgramme(db: Executor, scale: number, log: (line: string) => void = () => {}): Promise<GenerateReport> {
  const n = sizesOf(scale);
  const seconds: Record<string, number> = {};
  const demo = Object.fromEntries(
    await Promise.all(
      Object.entries(DEMO_EMAILS).map(async ([key, email]) => {
        const [row] = await queryRows<{ id: string }>(db, sql`select id from users where email = ${email}`);
        if (!row) throw new Error(`generate: the demo account ${email} is missing; seed the demo data first`);
        return [key, row.id] as const;
      }),
    ),
  ) as Record<keyof typeof DEMO_EMAILS, string>;

  const step = async (name: string, statement: string | (() => Promise<unknown>)) => {
    const started = performance.now();
    await (typeof statement === 'string' ? db.execute(sql.raw(statement)) : statement());
    seconds[name] = Math.round(performance.now() - started) / 1000;
    log(`${name.padEnd(24)} ${seconds[name]!.toFixed(1)} s`);
  };

  // Ids by number: number 0 of members, suppliers and distributors is the demo account.
  // A version-4 shaped uuid from the md5 of the kind and number (the contract checks uuids' version and variant).
  const id = (kind: string, i: string) => `overlay(overlay(md5('${kind}' || (${i})) placing '4' from 13) placing '8' from 17)::uuid`;
  const member = (i: string) => `(case when (${i}) = 0 then '${demo.member}'::uuid else ${id('m', i)} end)`;
  const supplier = (i: string) => `(case when (${i}) = 0 then '${demo.supplier}'::uuid else ${id('s', i)} end)`;
  const distributor = (i: string) => `(case when (${i}) = 0 then '${demo.distributor}'::uuid else ${id('d', i)} end)`;
  // Ten locations per distributor (number d*10+k) and two of each supplier's own (after them).
  const LOC_PER_DISTRIBUTOR = 10;
  const supplierLocation = (j: string, k: string) => id('l', `${n.distributors * LOC_PER_DISTRIBUTOR} + (${j}) * 2 + (${k})`);
  // Stock t: member t % M, its k-th product (k = t / M); product p's supplier is p % S.
  const M = n.members;
  const stockProduct = (t: string) => `((((${t}) / ${M}) * 101 + (${t}) % ${M}) % ${n.products})`;
  // Spread over three years, older numbers earlier.
  const ago = (i: string, count: number) => `now() - make_interval(secs => (${count} - (${i})) * ${(94_608_000 / count).toFixed(3)})`;
  const drugs = `array[${DRUGS.map((d) => `'${d}'`).join(',')}]`;
  const forms = `array[${FORMS.map((f) => `'${f}'`).join(',')}]`;

  // Trigram (GIN) indexes are built once after the rows rather than grown row by row.
  const gin = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public' and indexdef like '%USING gin%'`,
  );
  for (const index of gin) await db.execute(sql.raw(`drop index "${index.name}"`));

  await step(
    'users',
    `insert into users (id, type, name, email, phone, address, expiry_lot_preferences, created_at)
     select ${id('m', 'i')}, 'member'::user_type, 'Bench Health Centre ' || i, 'member' || i || '@bench.example.org', '416-555-' || lpad((i % 10000)::text, 4, '0'),
            i || ' King St W, Toronto, ON M5H 1A1', 1 + i % 6, ${ago('i', M)}
       from generate_series(1, ${M - 1}) i
     union all
     select ${id('s', 'i')}, 'supplier'::user_type, 'Bench Pharma ' || i, 'supplier' || i || '@bench.example.org', '905-555-' || lpad(i::text, 4, '0'),
            i || ' Industrial Rd, Mississauga, ON L5T 2X5', null, ${ago('i', n.suppliers)}
       from generate_series(1, ${n.suppliers - 1}) i
     union all
     select ${id('d', 'i')}, 'distributor'::user_type, 'Bench Logistics ' || i, 'distributor' || i || '@bench.example.org', '613-555-' || lpad(i::text, 4, '0'),
            i || ' Depot Ave, Ottawa, ON K1N 5T5', null, ${ago('i', n.distributors)}
       from generate_series(1, ${n.distributors - 1}) i`,
  );
  await step(
    'supplier_distributors',
    `insert into supplier_distributors (supplier_id, distributor_id)
     select ${supplier('j')}, ${distributor(`(j + k) % ${n.distributors}`)} from generate_series(0, ${n.suppliers - 1}) j, generate_series(0, 1) k
     on conflict do nothing`,
  );
  await step(
    'locations',
    `insert into locations (id, name, line1, line2, postal_code, status, distributor_id, supplier_id, created_at)
     select ${id('l', 'x')}, 'Bench Depot ' || x, x || ' Warehouse Rd', 'Unit ' || (x % 20 + 1), 'K1N 5T5', 'APPROVED'::location_status,
            ${distributor(`x / ${LOC_PER_DISTRIBUTOR}`)}, null, ${ago('x', n.distributors * LOC_PER_DISTRIBUTOR)}
       from generate_series(0, ${n.distributors * LOC_PER_DISTRIBUTOR - 1}) x
     union all
     select ${supplierLocation('j', 'k')}, 'Bench Plant ' || j || '-' || k, j || ' Plant Rd', 'Dock ' || k, 'L5T 2X5', 'APPROVED'::location_status,
            null, ${supplier('j')}, ${ago('j', n.suppliers)}
       from generate_series(0, ${n.suppliers - 1}) j, generate_series(0, 1) k`,
  );
  await step(
    'products',
    `insert into products (id, product_id, gtin, name, brand, contract_number, price, minimum_order_size, supplier_id, is_approved, created_at)
     select ${id('p', 'p')}, 'BN-' || lpad(p::text, 6, '0'), ${gtinOf('p')},
            (${drugs})[p % ${DRUGS.length} + 1] || ' ' || (5 + (p / ${DRUGS.length}) % 200 * 5) || ' mg ' || (${forms})[p % ${FORMS.length} + 1],
            'Brand ' || chr(65 + p % 26) || chr(65 + (p / 26) % 26), 'CT-' || (p % 997), (1 + p % 500) + (p % 100) / 100.0,
            500, ${supplier(`p % ${n.suppliers}`)}, p % 50 <> 49, ${ago('p', n.products)}
       from generate_series(0, ${n.products - 1}) p`,
  );
  // Lots first (as temporary numbers), then stocks with their on-hand units, then the rows.
  // Lot j of stock t: at a location of a distributor of the product's supplier, or the supplier's own.
  await step(
    'stocks',
    `insert into stocks (id, member_id, product_id, par_level, minimum_expiry, on_hand_units, created_at)
     select ${id('st', 't')}, ${member(`t % ${M}`)}, ${id('p', stockProduct('t'))}, 100 + (t * 37) % 1900, 6,
            (select sum(50 + ((t * 3 + j) * 53) % 450) from generate_series(0, 2) j), ${ago('t', n.stocks)}
       from generate_series(0, ${n.stocks - 1}) t`,
  );
  // The product the bench recalls (its oldest draft recall's) is one lot, RECALLED_LOT, that every
  // member holding it holds, spread over the distributors' depots (at scale 1, 21 members at 61
  // locations), so that its activation traces a lot held at dozens of locations.
  const recalled = (t: string) => `(${stockProduct(t)} = ${RECALLED_PRODUCT})`;
  const lotLocation = (t: string, j: string) => {
    const s = `(${stockProduct(t)} % ${n.suppliers})`;
    return `(case when ${recalled(t)} then ${id('l', `((${t}) * 3 + (${j})) % ${n.distributors * LOC_PER_DISTRIBUTOR}`)}
      when (${j}) = 2 then ${supplierLocation(s, `(${t}) % 2`)}
      else ${id('l', `((${s} + (${j})) % ${n.distributors}) * ${LOC_PER_DISTRIBUTOR} + (${t}) % ${LOC_PER_DISTRIBUTOR}`)} end)`;
  };
  const lotNumber = (t: string, j: string) => `(case when ${recalled(t)} then '${RECALLED_LOT}' else 'LOT-' || ${t} || '-' || ${j} end)`;
  const lotExpiry = (t: string, j: string) => `current_date + (case when ${recalled(t)} then 400 else 20 + ((${t}) * 7 + (${j}) * 113) % 900 end)`;
  // Lot units: 50..499; withdrawn w = 10..29 per withdrawal, two or three withdrawals.
  const units = (t: string, j: string) => `(50 + ((${t}) * 3 + (${j})) * 53 % 450)`;
  const lotNo = `(t * 3 + j)`;
  /* eslint-disable house/ledger-only -- the bench writes a whole programme's lots and ledger rows in bulk; reconcile() checks them after */
  await step(
    'stock_units',
    `insert into stock_units (id, stock_id, location_id, lot_number, expiry, units, created_at)
     select ${id('u', lotNo)}, ${id('st', 't')}, ${lotLocation('t', 'j')}, ${lotNumber('t', 'j')},
            ${lotExpiry('t', 'j')}, ${units('t', 'j')}, ${ago('t', n.stocks)}
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 2) j`,
  );
  const withdrawals = (u: string) => `(2 + (case when (${u}) % 3 = 0 then 1 else 0 end))`;
  const withdrawn = (u: string) => `(10 + (${u}) % 20)`;
  // Write-offs of their own: every tenth lot lost some units as expired, every thirtieth (others) as
  // damaged, over the last eighteen months, so that wastage has a year of months at every scale.
  const writtenOff = (u: string) => `(case when (${u}) % 10 = 0 or (${u}) % 30 = 7 then 3 + (${u}) % 17 else 0 end)`;
  const writeOffReason = (u: string) => `(case when (${u}) % 10 = 0 then 'EXPIRED' else 'DAMAGED' end)::ledger_reason`;
  await step(
    'stock_ledger',
    `insert into stock_ledger (stock_unit_id, stock_id, delta, reason, source_id, created_at)
     select ${id('u', lotNo)}, ${id('st', 't')}, ${units('t', 'j')} + ${withdrawn(lotNo)} * ${withdrawals(lotNo)} + ${writtenOff(lotNo)}, 'STOCK_REQUEST_ASSIGNED', ${id('r', 't * 2')}, ${ago('t', n.stocks)}
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 2) j
     union all
     select ${id('u', lotNo)}, ${id('st', 't')}, -${withdrawn(lotNo)},
            case when w = 0 and ${lotNo} % 2 = 0 then 'ORDER_CREATED'::ledger_reason
                 when w = 1 and ${lotNo} % 10 = 1 then 'DAMAGED'::ledger_reason else 'STOCK_REQUEST_WITHDRAWN'::ledger_reason end,
            case when w = 0 and ${lotNo} % 2 = 0 then ${id('o', lotNo)} end, ${ago('t', n.stocks)} + make_interval(days => 1 + w)
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 2) j, generate_series(0, 2) w
      where w < ${withdrawals(lotNo)}
     union all
     select ${id('u', lotNo)}, ${id('st', 't')}, -${writtenOff(lotNo)}, ${writeOffReason(lotNo)}, null,
            greatest(${ago('t', n.stocks)} + interval '5 days', now() - make_interval(days => (${lotNo} * 7) % 540, hours => ${lotNo} % 24))
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 2) j
      where ${writtenOff(lotNo)} > 0`,
  );
  /* eslint-enable house/ledger-only */
  // A tenth of the lots had units written off as damaged (the second withdrawal above): each such
  // ledger row is an adjustment by its location's operator (decision 026).
  await step(
    'adjustments',
    `insert into adjustments (ledger_id, stock_unit_id, stock_id, member_id, location_id, user_id, note, created_at)
     select l.id, l.stock_unit_id, l.stock_id, s.member_id, u.location_id, coalesce(loc.distributor_id, loc.supplier_id), 'Damaged case', l.created_at
       from stock_ledger l join stock_units u on u.id = l.stock_unit_id join stocks s on s.id = l.stock_id join locations loc on loc.id = u.location_id
      where l.reason in ('DAMAGED', 'EXPIRED')`,
  );
  // A count of every location, applied without a variance; every seventh waits for the administrator.
  await step(
    'counts',
    `insert into counts (id, location_id, status, opened_by, submitted_at, created_at, updated_at)
     select ${id('c', 'x.i')}, x.id, (case when x.i % 7 = 0 then 'AWAITING_APPROVAL' else 'APPLIED' end)::count_status, x.operator,
            now() - make_interval(days => (x.i % 30)::int), now() - make_interval(days => (x.i % 30)::int + 1), now() - make_interval(days => (x.i % 30)::int)
       from (select loc.id, coalesce(loc.distributor_id, loc.supplier_id) as operator, row_number() over (order by loc.id) as i
               from locations loc where coalesce(loc.distributor_id, loc.supplier_id) is not null) x`,
  );
  await step(
    'count_lines',
    `insert into count_lines (count_id, stock_unit_id, expected_units, counted_units, counted_at)
     select c.id, u.id, u.units, u.units, c.submitted_at from counts c join stock_units u on u.location_id = c.location_id`,
  );
  // An order for the first withdrawal of every even lot, placed in one of the last four months
  // (after its stock was made), so that stocks have usage history (decision 020).
  const orderPlaced = (t: string, u: string) =>
    `greatest(${ago(t, n.stocks)} + interval '1 day', date_trunc('month', now()) - make_interval(months => (${u}) / 2 % 4) + make_interval(days => (${u}) % 27, hours => 12))`;
  await step(
    'orders',
    `insert into orders (id, type, status, stock_id, stock_unit_id, member_id, supplier_id, distributor_id, location_id, units, lot_number, units_expiry, order_date, created_at)
     select ${id('o', 'x.u')}, 'STANDARD', (array['COMPLETED','COMPLETED','COMPLETED','PACKAGED','CREATED'])[x.u % 5 + 1]::order_status,
            ${id('st', 'x.t')}, ${id('u', 'x.u')}, ${member(`x.t % ${M}`)}, ${supplier(`${stockProduct('x.t')} % ${n.suppliers}`)},
            l.distributor_id, l.id, ${withdrawn('x.u')}, ${lotNumber('x.t', 'x.j')}, ${lotExpiry('x.t', 'x.j')},
            x.placed, x.placed
       from (select t, j, t * 3 + j as u, ${orderPlaced('t', 't * 3 + j')} as placed
               from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 2) j where (t * 3 + j) % 2 = 0) x
       join locations l on l.id = ${lotLocation('x.t', 'x.j')}`,
  );
  // Two requests per stock: the first assigned (with an invoice and lines), the second denied, or
  // pending for every member's fourth, fourteenth... stock (at most one open request per stock).
  await step(
    'stock_requests',
    `insert into stock_requests (id, stock_id, member_id, supplier_id, kind, status, par_level, requested_par_level, minimum_expiry, created_at)
     select ${id('r', 't * 2 + r')}, ${id('st', 't')}, ${member(`t % ${M}`)}, ${supplier(`${stockProduct('t')} % ${n.suppliers}`)}, 'INCREASE',
            (case when r = 0 then 'ASSIGNED' when (t / ${M}) % 10 = 3 then 'PENDING' else 'DENIED' end)::stock_request_status,
            100 + (t * 37) % 1900, 200 + (t * 37) % 1900, 6, ${ago('t', n.stocks)} + make_interval(days => r * 30)
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 1) r`,
  );
  await step(
    'stock_request_units',
    `insert into stock_request_units (stock_request_id, location_id, lot_number, expiry, assigned_units, created_at)
     select ${id('r', 't * 2')}, ${lotLocation('t', 'j')}, ${lotNumber('t', 'j')}, ${lotExpiry('t', 'j')}, 50, ${ago('t', n.stocks)}
       from generate_series(0, ${n.stocks - 1}) t, generate_series(0, 1) j
      where j = 0 or t % 3 <> 0`,
  );
  await step(
    'stock_request_comments',
    `insert into stock_request_comments (stock_request_id, sender_id, comment, created_at)
     select ${id('r', 'x')}, ${member(`(x / 2) % ${M}`)}, 'Please confirm the lots by Friday (' || x || ').', ${ago('x / 2', n.stocks)}
       from generate_series(0, ${n.stocks * 2 - 1}) x`,
  );
  await step(
    'invoices',
    `insert into invoices (stock_request_id, member_id, supplier_id, product_id, units, unit_price, final_amount, created_at)
     select ${id('r', 't * 2')}, ${member(`t % ${M}`)}, ${supplier(`${stockProduct('t')} % ${n.suppliers}`)}, ${id('p', stockProduct('t'))},
            100, 12.50, 1250.00, ${ago('t', n.stocks)}
       from generate_series(0, ${n.stocks - 1}) t
      where t % 4 <> 3`,
  );
  await step(
    'replenishments',
    `insert into replenishments (stock_id, member_id, supplier_id, units, status, created_at)
     select ${id('st', 't')}, ${member(`t % ${M}`)}, ${supplier(`${stockProduct('t')} % ${n.suppliers}`)}, 10 + t % 90,
            (case when t % 50 = 0 then 'PENDING' else 'COMPLETED' end)::replenishment_status, ${ago('t', n.stocks)} + interval '60 days'
       from generate_series(0, ${n.stocks - 1}, 5) t`,
  );
  // Transfers to the next member: most denied; every fourth pending, holding 5 units of the first lot.
  await step(
    'transfers',
    `insert into transfers (id, stock_id, sender_member_id, recipient_member_id, supplier_id, status, created_at)
     select ${id('x', 't')}, ${id('st', 't')}, ${member(`t % ${M}`)}, ${member(`(t + 1) % ${M}`)}, ${supplier(`${stockProduct('t')} % ${n.suppliers}`)},
            (case when t % 80 = 0 then 'PENDING' else 'DENIED' end)::transfer_status, ${ago('t', n.stocks)} + interval '90 days'
       from generate_series(0, ${n.stocks - 1}, 20) t`,
  );
  await step(
    'transfer_units',
    `insert into transfer_units (transfer_id, stock_unit_id, units)
     select ${id('x', 't')}, ${id('u', 't * 3')}, 5 from generate_series(0, ${n.stocks - 1}, 20) t`,
  );
  // Replacements (stock rotation) of other stocks: most denied; every fourth pending, holding 5 units of the first lot.
  await step(
    'stock_replacements',
    `insert into stock_replacements (id, stock_id, member_id, supplier_id, requested_by, units, status, created_at)
     select ${id('rp', 't')}, ${id('st', 't')}, ${member(`t % ${M}`)}, ${supplier(`${stockProduct('t')} % ${n.suppliers}`)}, 'member', 5,
            (case when t % 80 = 10 then 'PENDING' else 'DENIED' end)::replacement_status, ${ago('t', n.stocks)} + interval '90 days'
       from generate_series(10, ${n.stocks - 1}, 20) t`,
  );
  await step(
    'stock_replacement_units',
    `insert into stock_replacement_units (replacement_id, stock_unit_id, units)
     select ${id('rp', 't')}, ${id('u', 't * 3')}, 5 from generate_series(10, ${n.stocks - 1}, 20) t`,
  );
  // The ledger holds the pending transfers' and replacements' units on their lots (reconcile checks
  // it), and their stocks keep the units held (stocks.held_units) as the ledger's holdUnits does.
  await step(
    'holds',
    // eslint-disable-next-line house/ledger-only -- the pending transfers' and replacements' holds, written in bulk; reconcile() checks them
    `with held as (
       update stock_units set reserved_units = 5
        where id in (select ${id('u', 't * 3')} from generate_series(0, ${n.stocks - 1}, 80) t
                     union all select ${id('u', 't * 3')} from generate_series(10, ${n.stocks - 1}, 80) t) returning stock_id
     )
     update stocks s set held_units = s.held_units + h.units from (select stock_id, 5 * count(*)::int as units from held group by stock_id) h where s.id = h.stock_id`,
  );
  // Five recalls of the demo supplier's products: three drafts, of which the bench activates the
  // oldest (RECALLED_LOT of RECALLED_PRODUCT, held at dozens of locations at scale 1), and two closed
  // (every lot of their products).
  await step(
    'recalls',
    `insert into recalls (product_id, supplier_id, lot_numbers, class, reason, action, respond_by, status, created_by, activated_at, closed_at, created_at, updated_at)
     select ${id('p', `${RECALLED_PRODUCT} + k * 50`)}, '${demo.supplier}'::uuid, case when k = 0 then array['${RECALLED_LOT}'] end, (array['I','II','III'])[k % 3 + 1]::recall_class, 'Bench recall ' || k,
            (case when k % 2 = 0 then 'RETURN' else 'DESTROY' end)::recall_action, current_date + 30,
            (case when k < 3 then 'DRAFT' else 'CLOSED' end)::recall_status, '${demo.supplier}'::uuid,
            case when k >= 3 then now() - interval '20 days' end, case when k >= 3 then now() - interval '5 days' end,
            now() - make_interval(days => 30 - k), now() - make_interval(days => 30 - k)
       from generate_series(0, 4) k`,
  );
  // The figures as the daily refresh leaves them (modules/figures): usage over the last three whole
  // months, and the lots at risk as of today, for the whole programme at once.
  await step(
    'figures',
    `insert into figures_state (id, day, first_month, months) values (1, current_date, (date_trunc('month', current_date) - interval '3 months')::date, 3)
       on conflict (id) do update set day = excluded.day, first_month = excluded.first_month, months = excluded.months;
     select refresh_usage(array(select id from stocks));
     select refresh_lot_risks(array(select id from stocks));`,
  );
  // Every product's redistribution suggestions, as the figures job recomputes them after its refresh (decision 021).
  await step('redistribution', () => createRedistributionService({ db, figures: { state: () => stateOf(db) } }).freshen());
  // 30% to the demo administrator, the rest spread over members (50%), suppliers and distributors.
  const NOTIFICATION_KINDS = ['STOCK_REQUEST_CREATED', 'ORDER_CREATED', 'ORDER_DISPATCHED', 'STOCK_ASSIGNED', 'REPLENISHMENT_CREATED', 'LOCATION_CREATED'];
  await step(
    'notifications',
    `insert into notifications (recipient_id, recipient_type, type, message, message_main, link, is_seen, stock_id, created_at)
     select case when x % 10 < 3 then '${demo.healthpro}'::uuid
                 when x % 10 < 8 then ${member(`x % ${M}`)}
                 when x % 10 < 9 then ${supplier(`x % ${n.suppliers}`)}
                 else ${distributor(`x % ${n.distributors}`)} end,
            (case when x % 10 < 3 then 'healthpro' when x % 10 < 8 then 'member' when x % 10 < 9 then 'supplier' else 'distributor' end)::user_type,
            (array[${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(',')}])[x % ${NOTIFICATION_KINDS.length} + 1]::notification_type,
            'Bench Health Centre ' || (x % ${M}) || ' changed stock ' || x, 'Stock update ' || (x % 1000), '/stock/' || ${id('st', `x % ${n.stocks}`)},
            x % 5 <> 0, ${id('st', `x % ${n.stocks}`)}, ${ago('x', n.notifications)}
       from generate_series(0, ${n.notifications - 1}) x`,
  );
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of gin) await tx.execute(sql.raw(index.definition));
  });
  seconds['trigram indexes'] = Math.round(performance.now() - started) / 1000;
  log(`${'trigram indexes'.padEnd(24)} ${seconds['trigram indexes']!.toFixed(1)} s`);
  await step('analyze', 'vacuum analyze');
  return { sizes: n, seconds };
}
