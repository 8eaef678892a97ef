/**
 * Redistribution, end to end, on the demo data as a newcomer finds it (apps/api/src/db/seed.ts):
 * St. Michael's (member) uses 10 units of insulin glargine ($78.40) a month and holds INS-0730 (30
 * units, expiring at the end of the second month from now, d1 days away) and INS-0815 (260 units,
 * at the end of the fourth, d2 days away), used in that order. By INS-0730's expiry it uses
 * ⌊d1 × 10 / 30.44⌋ of it, the rest is at risk; by INS-0815's ⌊d2 × 10 / 30.44⌋ in all, so INS-0815
 * has 260 - (⌊d2 × 10 / 30.44⌋ - ⌊d1 × 10 / 30.44⌋) at risk. Lakeshore (member2) uses 170 a month
 * and holds 150, 26.9 days of cover: short, and it would use more of both than they have at risk
 * (see apps/api/src/modules/redistribution/redistribution.test.ts), so both are suggested whole.
 * On 26 November 2026 (d1 = 66, d2 = 125): 9 of INS-0730 ($705.60) and 240 of INS-0815 ($18,816.00),
 * $19,521.60 in all. The figures are worked out below from the lots' expiry dates and the figures' day.
 *
 * The administrator reads the suggestions and the value they would save; the member reads them,
 * opens Offer transfer on INS-0815 (the Transfer Stock dialog, filled in with Lakeshore and its
 * units at risk), first in English, then in French on a phone, and sends it: the suggestion goes
 * (those units are on their way to Lakeshore, which uses them first, so its room before INS-0730
 * expires shrinks by as many), and Lakeshore finds the transfer waiting in Stock Transfers.
 * Pictures at 1366 and 390 px; nothing scrolls sideways; axe finds nothing serious at 390 px (where
 * e2e/phones-and-axe.test.ts reads every screen), the list and the dialog.
 */
import { daysBetween, unitsUsedIn } from '@rds/contract';
import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { stockUnits } from '../apps/api/src/db/schema.js';
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

const LOT = 'INS-0815';
const EARLIER = 'INS-0730';
const PRODUCT = 'Insulin glargine 100 U/mL';
const MEMBER2 = 'Lakeshore Family Health Team';

/** The demo data's suggestions, worked out (above) before the portal starts. */
const expected = { earlier: 0, lot: 0, earlierAfterOffer: 0 };
/** Units × $78.40, in whole cents. */
const value = (units: number) => (units * 7840) / 100;
const grouped = (n: number, separator: string) =>
  Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);
/** A sum as the English screens write it: $19,521.60. */
const dollars = (amount: number) => `\\$${grouped(amount, ',')}\\.${amount.toFixed(2).slice(-2)}`;
/** As the French ones do: 19 521,60 $ (any space). */
const dollarsFr = (amount: number) => `${grouped(amount, '\\s')},${amount.toFixed(2).slice(-2)}\\s\\$`;

beforePortalStarts(async ({ dataDir, databaseUrl }) => {
  // Reads only: the seed's lots and the figures' day (the seed refreshed them as it ran).
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const { db } = handle;
    const { day } = (await db.query.figuresState.findFirst())!;
    const lots = await db
      .select()
      .from(stockUnits)
      .where(inArray(stockUnits.lotNumber, [EARLIER, LOT]));
    const expiryOf = (lotNumber: string) => lots.find((l) => l.lotNumber === lotNumber)!.expiry;
    const [d1, d2] = [daysBetween(day, expiryOf(EARLIER)), daysBetween(day, expiryOf(LOT))];
    expected.earlier = 30 - unitsUsedIn(d1, 10);
    expected.lot = 260 - (unitsUsedIn(d2, 10) - unitsUsedIn(d1, 10));
    // Once INS-0815's units are offered, Lakeshore would use them first: its room before INS-0730
    // expires is ⌊d1 × 170 / 30.44⌋ - 150 - those (below zero on 26 November 2026: 368 - 150 - 240).
    expected.earlierAfterOffer = Math.max(0, Math.min(expected.earlier, unitsUsedIn(d1, 170) - 150 - expected.lot));
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
  it('the administrator reads the suggestions and the value they would save', async () => {
    const { page: a, problems } = await signedIn(browser, 'healthpro@example.org');
    await openMenu(a, 'Redistribution', '/redistribution');
    const row = suggestion(a);
    await expect.poll(visible(row)).toBe(true);
    expect(await row.innerText()).toMatch(new RegExp(`St\\. Michael's Community Hospital[\\s\\S]*${expected.lot}[\\s\\S]*${dollars(value(expected.lot))}`));
    expect(await row.getByRole('button').count()).toBe(0); // the administrator only reads
    const earlier = a.getByRole('row').filter({ hasText: EARLIER }).filter({ hasText: MEMBER2 });
    expect(await earlier.innerText()).toMatch(new RegExp(`\\b${expected.earlier}\\b[\\s\\S]*${dollars(value(expected.earlier))}`));
    const total = value(expected.lot + expected.earlier);
    await expect
      .poll(() => a.getByTestId('value-saved').innerText())
      .toMatch(new RegExp(`Value that would be saved\\s*${dollars(total)}\\s*Units × the product’s price, over 2 suggestions`, 'i'));
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
    const total = value(expected.lot + expected.earlier);
    await expect.poll(() => m.getByTestId('value-saved').innerText()).toMatch(new RegExp(`Value your lots would save\\s*${dollars(total)}`, 'i'));
    await shots(m, 'redistribution-member');

    // English, at 1366 px: the dialog names Lakeshore and the lot's units at risk.
    await row.getByRole('button', { name: /^Offer transfer/ }).click();
    const dialog = m.getByRole('dialog', { name: 'Transfer Stock' });
    await expect.poll(visible(dialog.getByLabel(`Units of lot ${LOT}`))).toBe(true);
    await expect.poll(() => dialog.getByLabel(`Units of lot ${LOT}`).inputValue()).toBe(String(expected.lot));
    // The total beside "Fill from earliest expiry" says the same units, not an empty 0.
    await expect.poll(() => dialog.getByLabel('Total units').inputValue()).toBe(String(expected.lot));
    // The recipient's name shows once the members' names have come.
    await expect.poll(() => dialog.getByLabel('Transfer to').inputValue()).toBe(MEMBER2);
    await expect.poll(() => dialog.getByTestId('transfer-total').textContent()).toBe(`${expected.lot} units`);
    await expect.poll(visible(dialog.getByText(PRODUCT))).toBe(true);
    await shot(m, 'redistribution-member-dialog-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // French, on a phone: the card, its button, the same dialog; sent from there.
    await m.getByTestId('language-switch').click();
    await expect.poll(visible(m.getByRole('heading', { name: /^Redistribution/ }))).toBe(true);
    await expect.poll(() => m.getByTestId('value-saved').innerText()).toMatch(new RegExp(`Valeur que vos lots épargneraient\\s*${dollarsFr(total)}`, 'i'));
    await resize(m, NARROW);
    const mine = card(m);
    await expect.poll(visible(mine)).toBe(true);
    expect(await mine.innerText()).toMatch(new RegExp(`${expected.lot} unités[\\s\\S]*épargne[\\s\\S]*${dollarsFr(value(expected.lot))}`));
    expect(await sidewaysOverflow(m)).toBe(0);
    expect(await axeWhenStill(m)).toEqual([]);
    await shot(m, 'redistribution-member-fr-390');
    await mine.getByRole('button', { name: /^Proposer un transfert/ }).click();
    const dialogFr = m.getByRole('dialog', { name: 'Transférer du stock' });
    await expect.poll(visible(dialogFr.getByLabel(`Unités du lot ${LOT}`))).toBe(true);
    await expect.poll(() => dialogFr.getByLabel(`Unités du lot ${LOT}`).inputValue()).toBe(String(expected.lot));
    await expect.poll(() => dialogFr.getByLabel('Transférer à').inputValue()).toBe(MEMBER2);
    expect(await sidewaysOverflow(m)).toBe(0);
    expect(await axeWhenStill(m)).toEqual([]);
    await shot(m, 'redistribution-member-dialog-fr-390', { fullPage: false });
    await dialogFr.getByRole('button', { name: 'Demander le transfert' }).click();
    await dialogFr.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, /Transfert demandé/))).toBe(true);
    // INS-0815's suggestion goes: its units are on their way. Lakeshore would use them first, so
    // what it could still use of INS-0730 shrinks by as many (worked out above): none on most days.
    await expect.poll(visible(mine)).toBe(false);
    if (expected.earlierAfterOffer === 0) await expect.poll(visible(m.getByText('Aucune suggestion'))).toBe(true);
    else {
      const left = m.getByRole('listitem').filter({ hasText: EARLIER }).filter({ hasText: MEMBER2 });
      await expect.poll(() => left.innerText()).toMatch(new RegExp(`${expected.earlierAfterOffer} unités?`));
    }
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
    expect(await offered.innerText()).toContain(String(expected.lot));
    expect(problems).toEqual([]);
  });
});
