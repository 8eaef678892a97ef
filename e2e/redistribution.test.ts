/**
 * Redistribution, end to end. Before the portal starts, the file's database gets a scenario the API
 * cannot make (orders in past months): St. Michael's (member) holds epinephrine lot EPI-RD1, 300
 * units expiring in 60 days, and uses none, so all of it is at risk; Lakeshore (member2) ordered 60
 * a month over the last three whole months and has 20 left of a par of 200: by the lot's expiry it
 * would use ⌊60 × 60 / 30.44⌋ = 118, less its 20 = 98 units, worth 98 × $96.10 = $9,417.80. The
 * figures are then refreshed, as the daily job does.
 *
 * The administrator reads the suggestion and the value it would save; the member reads it, opens
 * Offer transfer (the Transfer Stock dialog, filled in with Lakeshore and 98 units of EPI-RD1),
 * first in English, then in French on a phone, and sends it: the suggestion goes (Lakeshore's room
 * is on its way), and Lakeshore finds the transfer waiting in Stock Transfers. Pictures at 1366 and
 * 390 px; nothing scrolls sideways; axe finds nothing serious at 390 px (where e2e/phones-and-axe.test.ts
 * reads every screen), the list and the dialog.
 */
import { today } from '@rds/contract';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { locations, orders, products, stocks, users } from '../apps/api/src/db/schema.js';
import { createFiguresService } from '../apps/api/src/modules/figures/service.js';
import { receiveLot, withdrawUnits } from '../apps/api/src/modules/stock/ledger.js';
import { beforePortalStarts } from './portal.js';
import {
  chromiumPath,
  launchBrowser,
  NARROW,
  narrowShot,
  openMenu,
  resize,
  seriousViolations,
  shot,
  shots,
  sidewaysOverflow,
  signedIn,
  visible,
  WIDE,
} from './support.js';

const LOT = 'EPI-RD1';
const PRODUCT = 'Epinephrine auto-injector 0.3 mg';
const MEMBER2 = 'Lakeshore Family Health Team';

/** `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The 15th, at noon UTC, of the month `monthsAgo` before this one. */
function midMonth(monthsAgo: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
}

beforePortalStarts(async ({ dataDir, databaseUrl }) => {
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const { db } = handle;
    const day = today(new Date());
    const [product] = await db.select().from(products).where(eq(products.productId, 'RDS-1004'));
    const [depot] = await db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot'));
    const memberOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const [holder, lakeshore] = [await memberOf('member@example.org'), await memberOf('member2@example.org')];
    // Both stocks were made five months ago, so the last three whole months count.
    const stockOf = async (memberId: string, parLevel: number) =>
      (
        await db
          .insert(stocks)
          .values({ memberId, productId: product!._id, parLevel, createdAt: midMonth(5) })
          .returning()
      )[0]!;
    const held = await stockOf(holder._id, 100);
    const short = await stockOf(lakeshore._id, 200);
    await db.transaction(async (tx) => {
      const seeded = { reason: 'SEED' as const };
      await receiveLot(tx, { stockId: held._id, locationId: depot!._id, lotNumber: LOT, expiry: plusDays(day, 60), units: 300 }, seeded);
      const lot = await receiveLot(tx, { stockId: short._id, locationId: depot!._id, lotNumber: 'EPI-LK7', expiry: plusDays(day, 300), units: 200 }, seeded);
      // 60 units in each of the last three whole months, as the orders screen would have placed them.
      for (const monthsAgo of [3, 2, 1]) {
        const when = midMonth(monthsAgo);
        const [order] = await tx
          .insert(orders)
          .values({
            status: 'COMPLETED',
            stockId: short._id,
            stockUnitId: lot._id,
            memberId: lakeshore._id,
            supplierId: product!.supplierId,
            distributorId: depot!.distributorId,
            locationId: depot!._id,
            units: 60,
            lotNumber: lot.lotNumber,
            unitsExpiry: lot.expiry,
            orderDate: when,
            createdAt: when,
          })
          .returning();
        await withdrawUnits(tx, lot._id, 60, { reason: 'ORDER_CREATED', sourceId: order!._id, actorId: lakeshore._id });
      }
    });
    await createFiguresService({ db }).refresh();
  } finally {
    await handle.close();
  }
});

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * axe's serious findings once nothing moves: a dialog fading in or a toast sliding is drawn half
 * transparent, and axe reads its colours as drawn.
 */
async function axeWhenStill(page: Page) {
  await page.evaluate(async () => {
    const moving = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });
  return seriousViolations(page);
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const suggestion = (page: Page) => page.getByRole('row').filter({ hasText: LOT }).filter({ hasText: MEMBER2 });
/** On a phone a suggestion is a card: an item of the list. */
const card = (page: Page) => page.getByRole('listitem').filter({ hasText: LOT }).filter({ hasText: MEMBER2 });

describe.skipIf(!chromiumPath)('redistribution', () => {
  it('the administrator reads the suggestion and the value it would save', async () => {
    const { page: a, problems } = await signedIn(browser, 'healthpro@example.org');
    await openMenu(a, 'Redistribution', '/redistribution');
    const row = suggestion(a);
    await expect.poll(visible(row)).toBe(true);
    expect(await row.innerText()).toMatch(/St\. Michael's Community Hospital[\s\S]*98[\s\S]*\$9,417\.80/);
    expect(await row.getByRole('button').count()).toBe(0); // the administrator only reads
    await expect.poll(() => a.getByTestId('value-saved').innerText()).toMatch(/Value that would be saved\s*\$9,417\.80/i);
    await expect.poll(visible(a.getByText(/Units of lots at risk of expiring unused/))).toBe(true);
    await shots(a, 'redistribution-admin');
    await resize(a, NARROW);
    await expect.poll(visible(card(a))).toBe(true);
    expect(await axeWhenStill(a)).toEqual([]);
    await resize(a, WIDE);
    expect(problems).toEqual([]);
  });

  it('the member opens Offer transfer, filled in; then, in French on a phone, sends it, and the suggestion goes', async () => {
    const member = await signedIn(browser, 'member@example.org');
    const m = member.page;
    await openMenu(m, 'Redistribution', '/redistribution');
    const row = suggestion(m);
    await expect.poll(visible(row)).toBe(true);
    await expect.poll(() => m.getByTestId('value-saved').innerText()).toMatch(/Value your lots would save\s*\$9,417\.80/i);
    await shots(m, 'redistribution-member');

    // English, at 1366 px: the dialog names Lakeshore and 98 units of the lot.
    await row.getByRole('button', { name: /^Offer transfer/ }).click();
    const dialog = m.getByRole('dialog', { name: 'Transfer Stock' });
    await expect.poll(visible(dialog.getByLabel(`Units of lot ${LOT}`))).toBe(true);
    await expect.poll(() => dialog.getByLabel(`Units of lot ${LOT}`).inputValue()).toBe('98');
    // The recipient's name shows once the members' names have come.
    await expect.poll(() => dialog.getByLabel('Transfer to').inputValue()).toBe(MEMBER2);
    await expect.poll(() => dialog.getByTestId('transfer-total').textContent()).toBe('98 units');
    await expect.poll(visible(dialog.getByText(PRODUCT))).toBe(true);
    await shot(m, 'redistribution-member-dialog-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // French, on a phone: the card, its button, the same dialog; sent from there.
    await m.getByTestId('language-switch').click();
    await expect.poll(visible(m.getByRole('heading', { name: /^Redistribution/ }))).toBe(true);
    await expect.poll(() => m.getByTestId('value-saved').innerText()).toMatch(/Valeur que vos lots épargneraient\s*9\s417,80\s\$/i);
    await resize(m, NARROW);
    const mine = card(m);
    await expect.poll(visible(mine)).toBe(true);
    expect(await mine.innerText()).toMatch(/98 unités[\s\S]*épargne[\s\S]*9\s417,80/);
    expect(await sidewaysOverflow(m)).toBe(0);
    expect(await axeWhenStill(m)).toEqual([]);
    await shot(m, 'redistribution-member-fr-390');
    await mine.getByRole('button', { name: /^Proposer un transfert/ }).click();
    const dialogFr = m.getByRole('dialog', { name: 'Transférer du stock' });
    await expect.poll(visible(dialogFr.getByLabel(`Unités du lot ${LOT}`))).toBe(true);
    await expect.poll(() => dialogFr.getByLabel(`Unités du lot ${LOT}`).inputValue()).toBe('98');
    await expect.poll(() => dialogFr.getByLabel('Transférer à').inputValue()).toBe(MEMBER2);
    expect(await sidewaysOverflow(m)).toBe(0);
    expect(await axeWhenStill(m)).toEqual([]);
    await shot(m, 'redistribution-member-dialog-fr-390', { fullPage: false });
    await dialogFr.getByRole('button', { name: 'Demander le transfert' }).click();
    await dialogFr.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, /Transfert demandé/))).toBe(true);
    // Lakeshore's room before the lot expires is now on its way: nothing left to suggest.
    await expect.poll(visible(m.getByText('Aucune suggestion'))).toBe(true);
    await narrowShot(m, 'redistribution-member-fr-sent-390');
    expect(member.problems).toEqual([]);

    // Lakeshore decides, as for any transfer.
    const { page: m2, problems } = await signedIn(browser, 'member2@example.org');
    await openMenu(m2, 'Members', '/member');
    await m2.getByRole('link', { name: 'Stock Transfers' }).click();
    const offered = m2
      .getByRole('row')
      .filter({ hasText: PRODUCT })
      .filter({ has: m2.getByText('Pending') });
    await expect.poll(visible(offered)).toBe(true);
    expect(await offered.innerText()).toContain('98');
    expect(problems).toEqual([]);
  });
});
