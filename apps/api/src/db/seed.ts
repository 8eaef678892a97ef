/**
 * Demo data for an empty database, so that every screen has something real to show:
 * the five demo accounts, products with pictures, approved and pending locations, stock held
 * through the ledger, months of orders before today (so that average usage, days of cover, lots
 * at risk of expiring, a redistribution and supply-chain risk all show), a supply chain with
 * flags, an expiring-lot order, notifications and a contact message. Every date is relative to
 * the day it runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { createFiguresService } from '../modules/figures/service.js';
import { createInvoiceService } from '../modules/invoices/service.js';
import { createLocationService } from '../modules/locations/service.js';
import { notify } from '../modules/notifications/service.js';
import { createOrderService } from '../modules/orders/service.js';
import { createReplenishmentService } from '../modules/replenishments/service.js';
import { receiveLot, withdrawUnits } from '../modules/stock/ledger.js';
import { createStockService } from '../modules/stock/service.js';
import { ANY_PICTURE, storeUpload } from '../modules/uploads/service.js';
import { checkPicture } from '../platform/uploads.js';
import { demoAssetsFolder } from '../paths.js';
import type { Database, Transaction } from './client.js';
import { auditEvents, locations, orders, products, queries, stocks, supplierDistributors, supplyChainItems, supplyChains, users } from './schema.js';

/** Stores a demo picture as an upload is stored and returns the path it is served from. */
async function picture(tx: Transaction, name: string) {
  return storeUpload(tx, await checkPicture(readFileSync(path.join(demoAssetsFolder, name)), ANY_PICTURE));
}

/**
 * Seeds when the database has no users; returns whether it did. Processes that may start together
 * call it from openDatabase's `atStartup`, whose lock makes "is it empty?" and the seeding one step.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const seeded = await db.transaction((tx) => seedRows(tx));
  if (!seeded) return false;
  // The figures as of today (averages, days of cover, lots at risk, supply risk), and this period's
  // expiring-lot orders, as the scheduled jobs would make them: a newcomer sees them at once.
  const figures = createFiguresService({ db });
  await figures.refresh();
  const locationService = createLocationService(db);
  const replenishments = createReplenishmentService({ db, locations: locationService, invoices: createInvoiceService(db) });
  await createOrderService({ db, stock: createStockService(db, figures), replenishments }).runExpiringLotsJob({ force: true });
  return true;
}

/**
 * A standard order's date: the 12th of the whole month `monthsAgo` months before this one, at
 * 15:00 UTC (so its month is the same in UTC, where usage is counted, and in Toronto).
 */
function monthsAgo(months: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 12, 15));
}

async function seedRows(tx: Transaction): Promise<boolean> {
  const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return false;

  const [admin, member, member2, supplier, distributor] = await tx
    .insert(users)
    .values([
      {
        type: 'healthpro',
        name: 'Dr. Amara Okafor',
        email: 'healthpro@example.org',
        phone: '416-555-0100',
        address: '155 University Ave, Toronto, ON M5H 3B7',
        profilePic: await picture(tx, 'avatar-healthpro.png'),
      },
      {
        type: 'member',
        name: "St. Michael's Community Hospital",
        email: 'member@example.org',
        phone: '416-555-0142',
        address: '30 Bond St, Toronto, ON M5B 1W8',
        profilePic: await picture(tx, 'avatar-member.png'),
        expiryLotPreferences: 3,
      },
      {
        type: 'member',
        name: 'Lakeshore Family Health Team',
        email: 'member2@example.org',
        phone: '905-555-0175',
        address: '1200 Lakeshore Rd E, Mississauga, ON L5E 1E9',
        profilePic: await picture(tx, 'avatar-member2.png'),
        expiryLotPreferences: 2,
      },
      {
        type: 'supplier',
        name: 'Northfield Pharmaceuticals Inc.',
        email: 'supplier@example.org',
        phone: '905-555-0120',
        address: '2250 Alfred-Nobel Blvd, Saint-Laurent, QC H4S 2B4',
        profilePic: await picture(tx, 'avatar-supplier.png'),
      },
      {
        type: 'distributor',
        name: 'TransCanada Medical Logistics',
        email: 'distributor@example.org',
        phone: '905-555-0188',
        address: '6300 Kennedy Rd, Mississauga, ON L5T 2X5',
        profilePic: await picture(tx, 'avatar-distributor.png'),
      },
    ])
    .returning();
  if (!admin || !member || !member2 || !supplier || !distributor) throw new Error('seed: users not created');

  // A second distributor the supplier does not work with yet, so that Select Distributor has a choice.
  const [prairie] = await tx
    .insert(users)
    .values({
      type: 'distributor',
      name: 'Prairie Medical Distribution',
      email: 'prairie@example.org',
      phone: '204-555-0133',
      address: '1 Lombard Pl, Winnipeg, MB R3B 0X3',
    })
    .returning();
  const [winnipeg] = await tx
    .insert(locations)
    .values({
      name: 'Winnipeg Distribution Centre',
      line1: '1 Lombard Pl',
      line2: 'Winnipeg, MB',
      postalCode: 'R3B 0X3',
      status: 'APPROVED',
      distributorId: prairie!._id,
    })
    .returning();
  if (!winnipeg) throw new Error('seed: locations not created');

  await tx.insert(supplierDistributors).values({ supplierId: supplier._id, distributorId: distributor._id });

  // The programme's depots and products date from six months ago, as their History tells.
  const placed = dayjs().subtract(6, 'month').toDate();

  const [toronto, mississauga, ottawa] = await tx
    .insert(locations)
    .values([
      {
        name: 'Toronto Central Depot',
        line1: '100 Front St W',
        line2: 'Toronto, ON',
        postalCode: 'M5J 1E3',
        comment: 'Cold chain available',
        status: 'APPROVED',
        createdAt: placed,
        distributorId: distributor._id,
      },
      {
        name: 'Mississauga Warehouse',
        line1: '6300 Kennedy Rd',
        line2: 'Mississauga, ON',
        postalCode: 'L5T 2X5',
        comment: '',
        status: 'APPROVED',
        createdAt: placed,
        distributorId: distributor._id,
      },
      {
        name: 'Ottawa Cross-dock',
        line1: '1 Rideau St',
        line2: 'Ottawa, ON',
        postalCode: 'K1N 8S7',
        comment: 'Opening in the new year',
        status: 'PENDING',
        createdAt: dayjs().subtract(2, 'day').toDate(),
        distributorId: distributor._id,
      },
    ])
    .returning();
  if (!toronto || !mississauga || !ottawa) throw new Error('seed: locations not created');

  // GTINs under GS1's example company prefix (0950110153), for trying a scan; the EpiPen has none yet.
  const [amoxicillin, salbutamol, insulin, epinephrine] = await tx
    .insert(products)
    .values([
      {
        productId: 'RDS-1001',
        createdAt: placed,
        gtin: '09501101530010',
        name: 'Amoxicillin 500 mg capsules',
        brand: 'Amoxil',
        contractNumber: 'CN-2026-0141',
        price: '0.42',
        minimumOrderSize: 500,
        supplierId: supplier._id,
        image: await picture(tx, 'product-amoxicillin.png'),
      },
      {
        productId: 'RDS-1002',
        createdAt: placed,
        gtin: '09501101530027',
        name: 'Salbutamol inhaler 100 mcg',
        brand: 'Ventolin',
        contractNumber: 'CN-2026-0142',
        price: '6.85',
        minimumOrderSize: 500,
        supplierId: supplier._id,
        image: await picture(tx, 'product-salbutamol.png'),
      },
      {
        productId: 'RDS-1003',
        createdAt: placed,
        gtin: '09501101530034',
        name: 'Insulin glargine 100 U/mL',
        brand: 'Lantus',
        contractNumber: 'CN-2026-0143',
        price: '78.40',
        minimumOrderSize: 500,
        supplierId: supplier._id,
        image: await picture(tx, 'product-insulin.png'),
      },
      {
        productId: 'RDS-1004',
        name: 'Epinephrine auto-injector 0.3 mg',
        brand: 'EpiPen',
        contractNumber: 'CN-2026-0144',
        price: '96.10',
        minimumOrderSize: 500,
        supplierId: supplier._id,
        image: await picture(tx, 'product-epinephrine.png'),
      },
    ])
    .returning();
  if (!amoxicillin || !salbutamol || !insulin || !epinephrine) throw new Error('seed: products not created');

  // Stocks since six months ago, so that the usage window (the three whole months before this one) is all history.
  const since = monthsAgo(6);
  const [memberAmox, memberSalb, member2Insulin, memberInsulin] = await tx
    .insert(stocks)
    .values([
      { memberId: member._id, productId: amoxicillin._id, parLevel: 2000, minimumExpiry: 6, createdAt: since },
      { memberId: member._id, productId: salbutamol._id, parLevel: 300, minimumExpiry: 6, createdAt: since },
      { memberId: member2._id, productId: insulin._id, parLevel: 150, minimumExpiry: 4, createdAt: since },
      { memberId: member._id, productId: insulin._id, parLevel: 100, minimumExpiry: 4, createdAt: since },
    ])
    .returning();
  if (!memberAmox || !memberSalb || !member2Insulin || !memberInsulin) throw new Error('seed: stocks not created');

  // Each lot receives what it holds today plus what its orders below took out of it.
  const seeded = { reason: 'SEED' as const, actorId: admin._id };
  const in_ = (months: number) => dayjs().add(months, 'month').endOf('month').format('YYYY-MM-DD');
  const lot = (stockId: string, at: { _id: string }, lotNumber: string, expiry: string, units: number) =>
    receiveLot(tx, { stockId, locationId: at._id, lotNumber, expiry, units }, seeded);
  // Amoxicillin: at par, at two locations of one distributor, used steadily (300 a month).
  const amoxToronto = await lot(memberAmox._id, toronto, 'AMX-24A17', in_(11), 1200 + 1180);
  await lot(memberAmox._id, mississauga, 'AMX-24B03', in_(14), 800);
  // Salbutamol: at par, at one location only (and a red-flagged partner below), used faster than
  // its par level lasts: under 30 days of cover.
  const salbToronto = await lot(memberSalb._id, toronto, 'SAL-5521', in_(8), 300 + 1380);
  // Insulin: the member uses little (10 a month) of a lot that expires in four months, so most of
  // it is at risk; the other member uses more than its par level lasts (170 a month), so it could
  // use that lot first. A small lot inside the member's expiry preference (3 months) gets its
  // expiring-lot order; a third distributor's location holds some, so insulin has no single holder.
  const insulinSpare = await lot(memberInsulin._id, mississauga, 'INS-0815', in_(4), 260 + 30);
  await lot(memberInsulin._id, toronto, 'INS-0730', in_(2), 30);
  await lot(memberInsulin._id, winnipeg, 'INS-1102', in_(14), 60);
  const insulinShort = await lot(member2Insulin._id, mississauga, 'INS-0921', in_(5), 150 + 510);

  // Standard orders in the whole months before this one, taken out of stock through the ledger:
  // averages over the last three are 300 (amoxicillin), 360 (salbutamol), 10 and 170 (insulin).
  const pastOrders = [
    { unit: amoxToronto, member, units: 280, monthsAgo: 4, status: 'COMPLETED' as const },
    { unit: amoxToronto, member, units: 320, monthsAgo: 3, status: 'COMPLETED' as const },
    { unit: amoxToronto, member, units: 300, monthsAgo: 2, status: 'COMPLETED' as const },
    { unit: amoxToronto, member, units: 280, monthsAgo: 1, status: 'COMPLETED' as const },
    { unit: salbToronto, member, units: 300, monthsAgo: 4, status: 'COMPLETED' as const },
    { unit: salbToronto, member, units: 330, monthsAgo: 3, status: 'COMPLETED' as const },
    { unit: salbToronto, member, units: 360, monthsAgo: 2, status: 'COMPLETED' as const },
    { unit: insulinSpare, member, units: 10, monthsAgo: 3, status: 'COMPLETED' as const },
    { unit: insulinSpare, member, units: 12, monthsAgo: 2, status: 'COMPLETED' as const },
    { unit: insulinSpare, member, units: 8, monthsAgo: 1, status: 'COMPLETED' as const },
    { unit: insulinShort, member: member2, units: 160, monthsAgo: 3, status: 'COMPLETED' as const },
    { unit: insulinShort, member: member2, units: 170, monthsAgo: 2, status: 'COMPLETED' as const },
    { unit: insulinShort, member: member2, units: 180, monthsAgo: 1, status: 'COMPLETED' as const },
    { unit: salbToronto, member, units: 390, monthsAgo: 1, status: 'PACKAGED' as const },
  ];
  const created = [];
  for (const o of pastOrders) {
    const when = monthsAgo(o.monthsAgo);
    const [order] = await tx
      .insert(orders)
      .values({
        status: o.status,
        stockId: o.unit.stockId,
        stockUnitId: o.unit._id,
        memberId: o.member._id,
        supplierId: supplier._id,
        distributorId: distributor._id,
        locationId: o.unit.locationId,
        units: o.units,
        lotNumber: o.unit.lotNumber,
        unitsExpiry: o.unit.expiry,
        orderDate: when,
        createdAt: when,
      })
      .returning();
    await withdrawUnits(tx, o.unit._id, o.units, { reason: 'ORDER_CREATED', sourceId: order!._id, actorId: o.member._id });
    created.push(order!);
  }

  // Salbutamol's supply chain, approved while one partner was flagged red.
  const [chain] = await tx
    .insert(supplyChains)
    .values({ productId: salbutamol._id, status: 'APPROVED', version: 3, submittedAt: monthsAgo(2), decidedAt: monthsAgo(2) })
    .returning();
  await tx.insert(supplyChainItems).values([
    {
      supplyChainId: chain!._id,
      type: 'MATERIAL_SUPPLIER',
      name: 'Cipla API Works',
      line1: 'Plot L-139, Verna Industrial Estate',
      line2: 'Goa, India',
      postalCode: '403722',
      flag: 'GREEN',
    },
    {
      supplyChainId: chain!._id,
      type: 'MANUFACTURING_FACILITIES',
      name: 'Laval Inhalation Plant',
      line1: '2100 Chomedey Blvd',
      line2: 'Laval, QC',
      postalCode: 'H7T 2W3',
      flag: 'RED',
    },
    {
      supplyChainId: chain!._id,
      type: 'WAREHOUSES',
      name: 'Dorval Distribution Hub',
      line1: '900 Cote-de-Liesse Rd',
      line2: 'Dorval, QC',
      postalCode: 'H9P 1A6',
      flag: null,
    },
  ]);

  await notify(tx, {
    type: 'LOCATION_CREATED',
    senderId: distributor._id,
    params: { sender: distributor.name, location: ottawa.name, address: `${ottawa.line1}, ${ottawa.line2} ${ottawa.postalCode}` },
    ids: { locationId: ottawa._id },
    to: {},
    askForApproval: true,
  });
  await notify(tx, {
    type: 'LOCATION_APPROVED',
    senderId: admin._id,
    params: { location: toronto.name },
    ids: { locationId: toronto._id },
    to: { distributor: distributor._id, supplier: supplier._id },
  });
  await notify(tx, {
    type: 'STOCK_ASSIGNED',
    senderId: supplier._id,
    params: { kind: 'INCREASE', units: 2100, product: amoxicillin.name, member: member.name, parLevel: '2000' },
    ids: { stockId: memberAmox._id },
    to: { member: member._id, distributor: distributor._id },
  });
  await notify(tx, {
    type: 'ORDER_DISPATCHED',
    senderId: distributor._id,
    params: { orderId: String(created.at(-1)!.orderId), units: 390, product: salbutamol.name, location: toronto.name },
    ids: { orderId: created.at(-1)!._id },
    to: { member: member._id },
  });

  // Each demo record's History as the portal would have recorded it (decision 023): the products'
  // creation, the orders' creation, dispatch and receipt, the depots' approval, the chain's
  // submission and approval.
  const daysAfter = (at: Date, days: number) => dayjs(at).add(days, 'day').toDate();
  const event = (actor: { _id: string }, at: Date, action: string, entityType: string, entityId: string, detail: Record<string, unknown> | null = null) => ({
    userId: actor._id,
    actorId: actor._id,
    action,
    entityType,
    entityId,
    detail,
    createdAt: at,
  });
  await tx.insert(auditEvents).values([
    ...[amoxicillin, salbutamol, insulin, epinephrine].map((product) => event(admin, product.createdAt, 'product.create', 'product', product._id)),
    ...created.flatMap((order, i) => {
      const { member: by } = pastOrders[i]!;
      return [
        event(by, order.createdAt, 'order.create', 'order', order._id, { to: 'CREATED', units: order.units }),
        event(distributor, daysAfter(order.createdAt, 1), 'order.dispatch', 'order', order._id, { from: 'CREATED', to: 'PACKAGED', type: 'STANDARD' }),
        ...(order.status === 'COMPLETED'
          ? [event(by, daysAfter(order.createdAt, 3), 'order.complete', 'order', order._id, { from: 'PACKAGED', to: 'COMPLETED' })]
          : []),
      ];
    }),
    ...[toronto, mississauga].flatMap((depot) => [
      event(distributor, depot.createdAt, 'location.create', 'location', depot._id, { to: 'PENDING' }),
      event(admin, daysAfter(depot.createdAt, 1), 'location.approve', 'location', depot._id, { from: 'PENDING', to: 'APPROVED' }),
    ]),
    event(distributor, ottawa.createdAt, 'location.create', 'location', ottawa._id, { to: 'PENDING' }),
    event(supplier, daysAfter(monthsAgo(2), -2), 'supplychain.submit', 'supply_chain', chain!._id, { from: 'DRAFT', to: 'PENDING' }),
    event(admin, monthsAgo(2), 'supplychain.approve', 'supply_chain', chain!._id, { from: 'PENDING', to: 'APPROVED' }),
  ]);

  await tx.insert(queries).values({
    senderId: member2._id,
    subject: 'Cold-chain storage for insulin',
    message: 'Can the Mississauga warehouse confirm 2–8 °C storage for our insulin lots?',
  });
  return true;
}
