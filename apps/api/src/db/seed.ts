/**
 * Demo data for an empty database, so that every screen has something real to show:
 * the five demo accounts, products with pictures, approved and pending locations, stock held
 * through the ledger, a few orders over recent months, notifications and a contact message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { notify } from '../modules/notifications/service.js';
import { receiveLot, withdrawUnits } from '../modules/stock/ledger.js';
import { ANY_PICTURE, storeUpload } from '../modules/uploads/service.js';
import { checkPicture } from '../platform/uploads.js';
import { demoAssetsFolder } from '../paths.js';
import type { Database, Transaction } from './client.js';
import { locations, orders, products, queries, stocks, supplierDistributors, users } from './schema.js';

/** Stores a demo picture as an upload is stored and returns the path it is served from. */
async function picture(tx: Transaction, name: string) {
  return storeUpload(tx, await checkPicture(readFileSync(path.join(demoAssetsFolder, name)), ANY_PICTURE));
}

/**
 * Seeds when the database has no users; returns whether it did. Processes that may start together
 * call it from openDatabase's `atStartup`, whose lock makes "is it empty?" and the seeding one step.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
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
    await tx.insert(locations).values({
      name: 'Winnipeg Distribution Centre',
      line1: '1 Lombard Pl',
      line2: 'Winnipeg, MB',
      postalCode: 'R3B 0X3',
      status: 'APPROVED',
      distributorId: prairie!._id,
    });

    await tx.insert(supplierDistributors).values({ supplierId: supplier._id, distributorId: distributor._id });

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
          distributorId: distributor._id,
        },
        {
          name: 'Mississauga Warehouse',
          line1: '6300 Kennedy Rd',
          line2: 'Mississauga, ON',
          postalCode: 'L5T 2X5',
          comment: '',
          status: 'APPROVED',
          distributorId: distributor._id,
        },
        {
          name: 'Ottawa Cross-dock',
          line1: '1 Rideau St',
          line2: 'Ottawa, ON',
          postalCode: 'K1N 8S7',
          comment: 'Opening in the new year',
          status: 'PENDING',
          distributorId: distributor._id,
        },
      ])
      .returning();
    if (!toronto || !mississauga || !ottawa) throw new Error('seed: locations not created');

    const [amoxicillin, salbutamol, insulin] = await tx
      .insert(products)
      .values([
        {
          productId: 'RDS-1001',
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
    if (!amoxicillin || !salbutamol || !insulin) throw new Error('seed: products not created');

    const [memberAmox, memberSalb, member2Insulin] = await tx
      .insert(stocks)
      .values([
        { memberId: member._id, productId: amoxicillin._id, parLevel: 2000, minimumExpiry: 6 },
        { memberId: member._id, productId: salbutamol._id, parLevel: 300, minimumExpiry: 6 },
        { memberId: member2._id, productId: insulin._id, parLevel: 150, minimumExpiry: 4 },
      ])
      .returning();
    if (!memberAmox || !memberSalb || !member2Insulin) throw new Error('seed: stocks not created');

    const seeded = { reason: 'SEED' as const, actorId: admin._id };
    const in_ = (months: number) => dayjs().add(months, 'month').endOf('month').format('YYYY-MM-DD');
    const amoxToronto = await receiveLot(
      tx,
      { stockId: memberAmox._id, locationId: toronto._id, lotNumber: 'AMX-24A17', expiry: in_(11), units: 1300 },
      seeded,
    );
    await receiveLot(tx, { stockId: memberAmox._id, locationId: mississauga._id, lotNumber: 'AMX-24B03', expiry: in_(14), units: 800 }, seeded);
    const salbToronto = await receiveLot(tx, { stockId: memberSalb._id, locationId: toronto._id, lotNumber: 'SAL-5521', expiry: in_(8), units: 320 }, seeded);
    await receiveLot(tx, { stockId: member2Insulin._id, locationId: mississauga._id, lotNumber: 'INS-0921', expiry: in_(5), units: 150 }, seeded);

    // A few completed orders over recent months, taken out of stock through the ledger.
    const pastOrders = [
      { unit: amoxToronto, units: 40, monthsAgo: 4, status: 'COMPLETED' as const },
      { unit: amoxToronto, units: 60, monthsAgo: 2, status: 'COMPLETED' as const },
      { unit: salbToronto, units: 20, monthsAgo: 1, status: 'PACKAGED' as const },
    ];
    const created = [];
    for (const o of pastOrders) {
      const when = dayjs().subtract(o.monthsAgo, 'month').toDate();
      const [order] = await tx
        .insert(orders)
        .values({
          status: o.status,
          stockId: o.unit.stockId,
          stockUnitId: o.unit._id,
          memberId: member._id,
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
      await withdrawUnits(tx, o.unit._id, o.units, { reason: 'ORDER_CREATED', sourceId: order!._id, actorId: member._id });
      created.push(order!);
    }

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
      params: { orderId: String(created.at(-1)!.orderId), units: 20, product: salbutamol.name, location: toronto.name },
      ids: { orderId: created.at(-1)!._id },
      to: { member: member._id },
    });

    await tx.insert(queries).values({
      senderId: member2._id,
      subject: 'Cold-chain storage for insulin',
      message: 'Can the Mississauga warehouse confirm 2–8 °C storage for our insulin lots?',
    });
    return true;
  });
}
