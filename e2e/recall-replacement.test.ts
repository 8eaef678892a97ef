/**
 * A recall's replacement end to end. The supplier recalls insulin lot INS-0815 (the member's, at
 * the distributor's Mississauga Warehouse), then on the recall's page offers the member a
 * replacement of its recalled units (the dialog lists them, with a note), follows the link to the
 * replacement, which says which recall it is for, and proposes a fresher lot; the member finds it
 * in its Replacements, "For recall …", and approves it; the recall then counts the units as
 * returned and the supplier closes it. Pictures at 1366 and 390 px of each new screen, with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { today } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, seriousViolations, shots, signIn, visible, WIDE, type WatchedPage } from './support.js';

const INSULIN = 'Insulin glargine 100 U/mL';
const LOT = 'INS-0815';
const NEW_LOT = 'INS-FRESH-2029';
const NOTE = 'Fresh insulin ships from Mississauga on Monday.';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function daysFromToday(days: number): string {
  const [year, month, day] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "2,000" → 2000. */
const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

describe.skipIf(!chromiumPath)("a recall's replacement", () => {
  let supplier: WatchedPage;
  let member: WatchedPage;

  it('the supplier offers the member a replacement of its recalled units and assigns a fresher lot; the member approves; the recall closes', async () => {
    /* ---------- supplier: a recall of the lot, in force ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await s.setViewportSize(WIDE);
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Recalls', '/recalls');
    await s.getByRole('button', { name: 'New recall' }).click();
    const form = s.getByRole('dialog', { name: 'New recall' });
    await form.getByLabel('Product').first().click();
    await s.getByRole('option', { name: new RegExp(`^${INSULIN}`) }).click();
    await form.getByTestId('recall-lots').click();
    await s.getByRole('option', { name: new RegExp(`^${LOT}:`) }).click();
    await s.keyboard.press('Escape');
    await form.getByText('Class II', { exact: true }).click();
    await form.getByLabel('Reason').fill('Cold chain broken in transit.');
    await form.getByLabel('Respond by').fill(daysFromToday(14));
    await form.getByRole('button', { name: 'Save draft' }).click();
    await s.waitForURL(/\/recall\/[0-9a-f-]{36}$/);
    const recallPath = new URL(s.url()).pathname;
    await expect.poll(() => s.getByTestId('recall-status').first().textContent()).toBe('Draft');
    const title = (await s.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect.poll(() => s.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Recall #\d+/);
    const recallName = /Recall #\d+/.exec((await s.getByRole('heading', { level: 1 }).textContent()) ?? title)![0];
    await s.getByRole('button', { name: 'Activate' }).click();
    await s
      .getByRole('dialog', { name: `Activate ${recallName}?` })
      .getByRole('button', { name: 'Activate the recall' })
      .click();
    const activated = s.getByRole('dialog', { name: `${recallName} is in force` });
    await expect.poll(visible(activated.getByTestId('recall-summary'))).toBe(true);
    const located = count(await activated.getByTestId('summary-units').textContent());
    expect(located).toBeGreaterThan(0);
    await activated.getByRole('button', { name: 'See the trace' }).click();

    /* ---------- supplier: Offer replacement on the recall's page ---------- */
    const stockRow = s.getByTestId('recall-stock');
    await expect.poll(visible(stockRow)).toBe(true);
    expect(count(await stockRow.locator('td').nth(1).textContent())).toBe(located);
    await shots(s, 'recall-replacement-supplier-recall');
    expect(await seriousViolations(s)).toEqual([]);
    await stockRow.getByRole('button', { name: /^Offer replacement to / }).click();
    const offer = s.getByRole('dialog', { name: /^Offer a replacement to / });
    await expect.poll(visible(offer.getByTestId('replace-lot').filter({ hasText: LOT }))).toBe(true);
    await offer.getByLabel('Note to the member').fill(NOTE);
    await shots(s, 'recall-replacement-supplier-offer');
    expect(await seriousViolations(s)).toEqual([]);
    await offer.getByRole('button', { name: 'Offer replacement' }).click();
    const goTo = offer.getByRole('link', { name: 'Go to the replacement' });
    await expect.poll(visible(goTo)).toBe(true);
    await shots(s, 'recall-replacement-supplier-offered');
    await goTo.click();
    await s.waitForURL(/\/stockreplacement\/[0-9a-f-]{36}$/);
    const replacementPath = new URL(s.url()).pathname;
    await expect.poll(() => s.getByTestId('replacement-status').first().textContent()).toBe('Pending');
    const forRecall = s.getByTestId('replacement-recall');
    await expect.poll(() => forRecall.textContent()).toBe(`For ${recallName.replace('Recall', 'recall')}`);
    expect(await forRecall.getAttribute('href')).toBe(recallPath);
    await expect.poll(visible(s.getByText(NOTE))).toBe(true);

    /* ---------- supplier: Propose lots (a fresher lot, as many units) ---------- */
    await s.getByRole('button', { name: 'Propose lots' }).click();
    const dialog = s.getByRole('dialog', { name: /Propose lots/ });
    await dialog.getByLabel('Location, row 1').click();
    await s.getByRole('option', { name: /Mississauga Warehouse/ }).click();
    await dialog.getByLabel('Lot number, row 1').fill(NEW_LOT);
    await dialog.getByLabel('Expiry, row 1').fill(daysFromToday(900));
    await dialog.getByLabel('Units, row 1').fill(String(located));
    await dialog.getByRole('button', { name: 'Propose lots', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => s.getByTestId('replacement-status').first().textContent()).toBe('Lots proposed');
    await shots(s, 'recall-replacement-supplier-proposed');
    expect(await seriousViolations(s)).toEqual([]);
    expect(supplier.problems).toEqual([]);

    /* ---------- member: in its Replacements, "For recall …"; approves ---------- */
    member = await openPage(browser);
    const m = member.page;
    await m.setViewportSize(WIDE);
    await signIn(m, 'member@example.org');
    await openMenu(m, 'Replacements', '/stockreplacements');
    const row = m
      .getByRole('row')
      .filter({ hasText: INSULIN })
      .filter({ has: m.getByTestId('replacement-recall') });
    await expect.poll(visible(row)).toBe(true);
    expect(await row.getByTestId('replacement-recall').textContent()).toBe(`For ${recallName.replace('Recall', 'recall')}`);
    await shots(m, 'recall-replacement-member-list');
    expect(await seriousViolations(m)).toEqual([]);
    await row.getByRole('link', { name: 'Review' }).click();
    await m.waitForURL((url) => url.pathname === replacementPath);
    await expect.poll(() => m.getByTestId('replacement-status').first().textContent()).toBe('Lots proposed');
    await shots(m, 'recall-replacement-member-replacement');
    expect(await seriousViolations(m)).toEqual([]);
    await m.getByRole('button', { name: 'Approve' }).click();
    const confirm = m.getByRole('dialog', { name: 'Approve the proposed lots?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => m.getByTestId('replacement-status').first().textContent()).toBe('Approved');
    await expect.poll(visible(toast(m, /approved/i))).toBe(true);
    expect(member.problems).toEqual([]);

    /* ---------- supplier: the recall counts the units as returned; Close ---------- */
    await s.goto(recallPath);
    await expect.poll(visible(s.getByText('Every located unit is accounted for.'))).toBe(true);
    await expect.poll(async () => count(await s.getByTestId('trace-lot').getByTestId('units-returned').textContent())).toBe(located);
    await expect.poll(() => s.getByTestId('recall-replacement-status').first().textContent()).toBe('Approved');
    await shots(s, 'recall-replacement-supplier-returned');
    expect(await seriousViolations(s)).toEqual([]);
    await s.getByRole('button', { name: 'Close recall' }).click();
    await s.getByRole('dialog', { name: 'Close this recall?' }).getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => s.getByTestId('recall-status').first().textContent()).toBe('Closed');
    expect(supplier.problems).toEqual([]);
  });
});
