/**
 * Stock rotation end to end. The member withdraws and gives again, on its Amoxicillin stock, its
 * consent that the supplier may replace lots, opens a replacement of 10 units of lot AMX-24A17 from the replace-stock modal (an
 * empty request is refused by the server, whose message the modal shows), the supplier finds it
 * under Replacements and proposes a fresher lot (one that expires too soon is refused on the client
 * first), the member approves it on a phone, and the stock shows the new lot in place of the units
 * taken out. Pictures at 1366 and 390 px of every screen on the way, with axe on the new ones.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { today } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumPath,
  launchBrowser,
  NARROW,
  openMenu,
  openPage,
  resize,
  seriousViolations,
  shots,
  signIn,
  visible,
  WIDE,
  type WatchedPage,
} from './support.js';

const AMOX = 'Amoxicillin 500 mg capsules';
const OLD_LOT = 'AMX-24A17';
const NEW_LOT = 'AMX-ROT-2029';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

function monthsFromToday(months: number, day = 20): string {
  const [year, month] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

/** "2,000" → 2000. */
const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** The units of a lot on a stock page's lots table. */
async function lotUnits(page: Page, lot: string): Promise<number | null> {
  const row = page.getByRole('row').filter({ hasText: lot });
  if ((await row.count()) === 0) return null;
  return count(await row.locator('td').nth(2).textContent());
}

describe.skipIf(!chromiumPath)('a stock replacement', () => {
  let member: WatchedPage;
  let supplier: WatchedPage;

  it('member consents and asks for 10 units to be replaced; supplier proposes a fresher lot; member approves on a phone; the stock holds the new lot', async () => {
    /* ---------- member: consent on the stock's page, then the replace-stock modal ---------- */
    member = await openPage(browser);
    const m = member.page;
    await m.setViewportSize(WIDE);
    await signIn(m, 'member@example.org');
    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: AMOX });
    await expect.poll(visible(card.getByTestId('units-held'))).toBe(true);
    const held = count(await card.getByTestId('units-held').textContent());
    await card.getByRole('link', { name: 'View details' }).click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    const stockPath = new URL(m.url()).pathname;
    await expect.poll(visible(m.getByRole('row').filter({ hasText: OLD_LOT }))).toBe(true);
    const oldUnits = (await lotUnits(m, OLD_LOT))!;
    expect(oldUnits).toBeGreaterThanOrEqual(10);

    const consent = m.getByRole('switch', { name: /Supplier may replace lots/ });
    // Stocks start replaceable (the schema's default): the member withdraws its consent, then gives it again.
    expect(await consent.isChecked()).toBe(true);
    await consent.click({ force: true });
    await expect.poll(() => consent.isChecked()).toBe(false);
    await expect.poll(() => consent.isDisabled()).toBe(false);
    await m.reload();
    await expect.poll(visible(consent)).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    await consent.click({ force: true });
    await expect.poll(() => consent.isChecked()).toBe(true);
    await expect.poll(() => consent.isDisabled()).toBe(false);
    await shots(m, 'replacement-member-stock');

    await m.getByRole('button', { name: 'Replace stock' }).click();
    const modal = m.getByRole('dialog', { name: 'Replace stock' });
    await expect.poll(visible(modal.getByLabel(`Units to replace from lot ${OLD_LOT}`))).toBe(true);
    // No client checks: the empty request goes to the server, whose message shows in a toast.
    member.problems.length = 0;
    await modal.getByRole('button', { name: 'Request replacement' }).click();
    await expect.poll(() => member.problems.some((p) => p.startsWith('HTTP 400: POST'))).toBe(true);
    await expect.poll(visible(m.getByRole('alert'))).toBe(true);
    expect(await modal.isVisible()).toBe(true);
    member.problems.length = 0;

    await modal.getByLabel(`Units to replace from lot ${OLD_LOT}`).fill('10');
    await modal.getByLabel('Note').fill('Lot nears our minimum expiry; please rotate.');
    await shots(m, 'replacement-member-modal');
    expect(await seriousViolations(m)).toEqual([]);
    await modal.getByRole('button', { name: 'Request replacement' }).click();
    await m.waitForURL(/\/stockreplacement\/[0-9a-f-]{36}$/);
    const replacementPath = new URL(m.url()).pathname;
    await expect.poll(() => m.getByTestId('replacement-status').first().textContent()).toBe('Pending');
    await expect.poll(visible(m.getByRole('row').filter({ hasText: OLD_LOT }))).toBe(true);
    await expect.poll(visible(m.getByText('Waiting for the supplier'))).toBe(true);
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expect.poll(visible(m.getByRole('button', { name: 'Withdraw request' }))).toBe(true);
    await shots(m, 'replacement-member-pending');
    expect(await seriousViolations(m)).toEqual([]);
    expect(member.problems).toEqual([]);

    /* ---------- supplier: Replacements, Propose lots ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await s.setViewportSize(WIDE);
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Replacements', '/stockreplacements');
    const row = s
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: s.getByText('Pending') });
    await expect.poll(visible(row)).toBe(true);
    expect(await row.getByTestId('replacement-units').textContent()).toBe('10');
    expect(await row.getByRole('link', { name: 'Review' }).count()).toBe(1);
    await shots(s, 'replacement-supplier-list');
    expect(await seriousViolations(s)).toEqual([]);
    // The notification leads to the replacement itself (its deep link), as the list's Review does.
    await openMenu(s, 'Notifications', '/notifications');
    await s.getByTestId('notification-card').filter({ hasText: 'Stock replacement requested' }).first().click();
    await s.waitForURL((url) => url.pathname === replacementPath);
    await expect.poll(visible(s.getByText('Lot nears our minimum expiry; please rotate.'))).toBe(true);
    expect(await s.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await s.getByRole('button', { name: 'Propose lots' }).click();
    const dialog = s.getByRole('dialog', { name: /Propose lots/ });
    await dialog.getByLabel('Location, row 1').click();
    await s.getByRole('option', { name: /Mississauga Warehouse/ }).click();
    await dialog.getByLabel('Lot number, row 1').fill(NEW_LOT);
    await dialog.getByLabel('Expiry, row 1').fill(monthsFromToday(1));
    await dialog.getByLabel('Units, row 1').fill('10');
    await dialog.getByRole('button', { name: 'Propose lots', exact: true }).click();
    await expect.poll(visible(toast(s, 'Assigned stock does not meet minimum expiration value'))).toBe(true);
    expect(supplier.problems).toEqual([]); // refused on the client: no call was made
    await dialog.getByLabel('Expiry, row 1').fill(monthsFromToday(30));
    await shots(s, 'replacement-supplier-propose');
    await dialog.getByRole('button', { name: 'Propose lots', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => s.getByTestId('replacement-status').first().textContent()).toBe('Lots proposed');
    await expect.poll(visible(s.getByRole('row').filter({ hasText: NEW_LOT }))).toBe(true);
    await expect.poll(visible(s.getByRole('button', { name: 'Revise lots' }))).toBe(true);
    await s.getByPlaceholder('Write a comment...').fill('Fresh lot from Mississauga, 30 months of shelf life.');
    await s.getByRole('button', { name: 'Submit Comment' }).click();
    await expect.poll(visible(s.getByTestId('comment').filter({ hasText: 'Fresh lot from Mississauga' }))).toBe(true);
    await shots(s, 'replacement-supplier-proposed');
    expect(await seriousViolations(s)).toEqual([]);

    // The member consented: the supplier may open a replacement of this stock too.
    await s.goto(stockPath);
    await expect.poll(visible(s.getByRole('button', { name: 'Replace stock' }))).toBe(true);
    expect(await s.getByRole('switch', { name: /Supplier may replace lots/ }).count()).toBe(0);
    await openMenu(s, 'Member Stock', '/members/stock');
    const memberRow = s.getByRole('row').filter({ hasText: AMOX }).filter({ hasText: "St. Michael's Community Hospital" });
    await expect.poll(visible(memberRow.getByRole('button', { name: `Replace stock of ${AMOX} for St. Michael's Community Hospital` }))).toBe(true);
    await shots(s, 'replacement-supplier-member-stock');
    expect(supplier.problems).toEqual([]);

    /* ---------- member: from the notification, approve, on a phone ---------- */
    await openMenu(m, 'Notifications', '/notifications');
    await m.getByTestId('notification-card').filter({ hasText: 'Stock replacement ready for approval' }).first().click();
    await m.waitForURL((url) => url.pathname === replacementPath);
    await resize(m, NARROW);
    await expect.poll(() => m.getByTestId('replacement-status').first().textContent()).toBe('Lots proposed');
    await expect.poll(visible(m.getByTestId('comment').filter({ hasText: 'Fresh lot from Mississauga' }))).toBe(true);
    await m.getByRole('button', { name: 'Approve' }).click();
    const confirm = m.getByRole('dialog', { name: 'Approve the proposed lots?' });
    await expect.poll(visible(confirm)).toBe(true);
    await shots(m, 'replacement-member-confirm');
    await resize(m, NARROW);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => m.getByTestId('replacement-status').first().textContent()).toBe('Approved');
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await m.getByRole('button', { name: 'Deny' }).count()).toBe(0);
    await shots(m, 'replacement-member-approved');

    /* ---------- member: the stock holds the new lot in place of the units taken out ---------- */
    await m.goto(stockPath);
    await expect.poll(visible(m.getByRole('row').filter({ hasText: NEW_LOT }))).toBe(true);
    expect(await lotUnits(m, NEW_LOT)).toBe(10);
    expect(await lotUnits(m, OLD_LOT)).toBe(oldUnits - 10 === 0 ? null : oldUnits - 10);
    await shots(m, 'replacement-member-stock-after');
    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(async () => count(await card.getByTestId('units-held').textContent())).toBe(held);
    await shots(m, 'replacement-member-assigned-stock');

    await openMenu(m, 'Replacements', '/stockreplacements');
    const done = m
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: m.getByText('Approved') });
    await expect.poll(visible(done)).toBe(true);
    await shots(m, 'replacement-member-list');
    // Export: the same list as CSV, with the lots out and in.
    const [download] = await Promise.all([m.waitForEvent('download'), m.getByRole('button', { name: 'Export' }).click()]);
    const csv = (await readFile((await download.path())!)).toString('utf8');
    const csvRow = csv.split('\r\n').find((line) => line.includes(AMOX));
    expect(csvRow).toBeDefined();
    expect(csvRow).toContain(`${OLD_LOT} `);
    expect(csvRow).toContain(`${NEW_LOT} `);
    expect(await seriousViolations(m)).toEqual([]);
    expect(member.problems).toEqual([]);
  });
});
