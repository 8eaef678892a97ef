/**
 * A count with one variance over the threshold. The distributor counts Mississauga Warehouse from
 * Counts: New count, the lots by keyboard (Enter to the next line) and by a pack's code typed into
 * the lot field; insulin lot INS-0815 is 30 short of its 260 (over 10 %), so Submit asks for its
 * reason first and then the count waits for the administrator. The administrator finds it in
 * "Needs your attention" and approves it; the member sees the write-off in Adjustments and is told.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, chromiumPath, launchBrowser, openMenu, openPage, shots, signIn, visible, WIDE, type WatchedPage } from './support.js';

const LOCATION = 'Mississauga Warehouse';
const INSULIN_GTIN = '09501101530034';
const LOTS = { amox: 'AMX-24B03', insulin: 'INS-0815', other: 'INS-0921' };

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const counted = (page: Page, lot: string) => page.getByLabel(`Units counted of lot ${lot}`);
const line = (page: Page, lot: string) => page.locator(`[data-testid="count-line"][data-lot="${lot}"]`);

describe.skipIf(!chromiumPath)('a count that waits for the administrator', () => {
  let distributor: WatchedPage;
  let admin: WatchedPage;
  let member: WatchedPage;

  it('the distributor counts a location, the administrator approves from the worklist, the member sees the adjustment and is told', async () => {
    /* ---------- distributor: Counts, New count ---------- */
    distributor = await openPage(browser);
    const d = distributor.page;
    await d.setViewportSize(WIDE);
    await signIn(d, 'distributor@example.org');
    await openMenu(d, 'Counts', '/counts');
    await d.getByRole('button', { name: 'New count' }).click();
    const dialog = d.getByRole('dialog', { name: 'New count' });
    await dialog.getByLabel('Location').click();
    await d.getByRole('option', { name: LOCATION }).click();
    await dialog.getByRole('button', { name: 'Start counting' }).click();
    await d.waitForURL(/\/count\/[0-9a-f-]{36}$/);
    const countPath = new URL(d.url()).pathname;
    await expect.poll(visible(counted(d, LOTS.amox))).toBe(true);

    // By keyboard: each line's units, Enter to the next.
    const expected = async (lot: string) => Number(((await line(d, lot).locator('td').nth(2).textContent()) ?? '').replace(/[^0-9]/g, ''));
    const amoxUnits = await expected(LOTS.amox);
    const otherUnits = await expected(LOTS.other);
    const insulinUnits = await expected(LOTS.insulin);
    expect(insulinUnits).toBe(260);
    await counted(d, LOTS.amox).click();
    await d.keyboard.type(String(amoxUnits));
    await d.keyboard.press('Enter');
    // The lot a pack's code names is found by the lot field (the scanner types it there).
    await d.getByTestId('count-lot-field').fill(`(01)${INSULIN_GTIN}(10)${LOTS.insulin}`);
    await d.getByTestId('count-lot-field').press('Enter');
    await expect.poll(() => counted(d, LOTS.insulin).evaluate((input) => input === document.activeElement)).toBe(true);
    await d.keyboard.type('230');
    await counted(d, LOTS.other).fill(String(otherUnits));
    await expect.poll(() => line(d, LOTS.insulin).getByTestId('count-variance').textContent()).toBe('−30');
    await expect.poll(() => line(d, LOTS.amox).getByTestId('count-variance').textContent()).toBe('0');

    // Submit asks for the variance's reason first.
    await d.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(d.getByTestId('count-missing-reasons'))).toBe(true);
    await shots(d, 'count-distributor-sheet');
    await line(d, LOTS.insulin).getByLabel(`Reason for the variance of lot ${LOTS.insulin}`).first().click();
    await d.getByRole('option', { name: 'Damaged' }).click();
    await d.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(d.getByText('Waiting for the administrator’s approval'))).toBe(true);
    await expect.poll(() => d.getByTestId('count-status').first().textContent()).toBe('Awaiting approval');
    await shots(d, 'count-distributor-waiting');

    await openMenu(d, 'Counts', '/counts');
    await expect.poll(visible(d.getByRole('row').filter({ hasText: LOCATION }).filter({ hasText: 'Awaiting approval' }))).toBe(true);
    await shots(d, 'count-distributor-list');
    expect(distributor.problems).toEqual([]);

    /* ---------- administrator: Needs your attention, Approve ---------- */
    admin = await openPage(browser);
    const a = admin.page;
    await a.setViewportSize(WIDE);
    await signIn(a, 'healthpro@example.org');
    const waiting = a.getByTestId('worklist').getByRole('link', { name: new RegExp(LOCATION) });
    await expect.poll(visible(waiting)).toBe(true);
    await waiting.click();
    await a.waitForURL((url) => url.pathname === countPath);
    await expect.poll(visible(a.getByRole('button', { name: 'Approve' }))).toBe(true);
    await shots(a, 'count-admin-review');
    await a.getByRole('button', { name: 'Approve' }).click();
    const confirm = a.getByRole('dialog', { name: 'Approve this count?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => a.getByTestId('count-status').first().textContent()).toBe('Applied');
    await expect.poll(visible(a.getByText('The variances are in the books'))).toBe(true);
    // Its notification leads to the same count.
    await openMenu(a, 'Notifications', '/notifications');
    await a.getByTestId('notification-card').filter({ hasText: LOCATION }).first().click();
    await a.waitForURL((url) => url.pathname === countPath);
    await expect.poll(() => a.getByTestId('count-status').first().textContent()).toBe('Applied');
    await openMenu(a, 'Adjustments', '/adjustments');
    await expect.poll(visible(a.getByRole('row').filter({ hasText: LOTS.insulin }).filter({ hasText: '−30' }))).toBe(true);
    await shots(a, 'count-admin-adjustments');
    expect(admin.problems).toEqual([]);

    /* ---------- member: the notification, then Adjustments ---------- */
    member = await openPage(browser);
    const m = member.page;
    await m.setViewportSize(WIDE);
    await signIn(m, 'member@example.org');
    await openMenu(m, 'Notifications', '/notifications');
    const told = m.getByTestId('notification-card').filter({ hasText: LOTS.insulin }).first();
    await expect.poll(visible(told)).toBe(true);
    await shots(m, 'count-member-notification');
    // The notification opens the adjustments of that stock alone.
    await told.click();
    await m.waitForURL((url) => url.pathname === '/adjustments' && url.searchParams.has('stockId'));
    await expect.poll(visible(m.getByTestId('adjustments-one-stock'))).toBe(true);
    await expect.poll(visible(m.getByRole('row').filter({ hasText: LOTS.insulin }).filter({ hasText: '−30' }))).toBe(true);
    expect(await m.getByRole('row').filter({ hasText: LOTS.amox }).count()).toBe(0);
    await openMenu(m, 'Adjustments', '/adjustments');
    const written = m.getByRole('row').filter({ hasText: LOTS.insulin });
    await expect.poll(visible(written.filter({ hasText: '−30' }).filter({ hasText: 'Damaged' }))).toBe(true);
    // The member's own stocks only: member2's insulin lot was counted without a variance, and is not its own.
    expect(await m.getByRole('row').filter({ hasText: LOTS.other }).count()).toBe(0);
    await shots(m, 'count-member-adjustments');
    expect(member.problems).toEqual([]);
  });

  it('the distributor adjusts a lot from its stock page; the server’s refusal shows in the dialog, then the units change', async () => {
    const d = distributor.page;
    await d.setViewportSize(WIDE);
    const stocks = await api<{ stocks: { _id: string; Product: { name: string } }[] }>(d, 'GET', '/stocks?limit=50');
    const amox = stocks.stocks.find((stock) => stock.Product.name.startsWith('Amoxicillin'))!;
    await d.goto(`/stock/${amox._id}`);
    const row = d.getByRole('row').filter({ hasText: LOTS.amox });
    await row.getByRole('button', { name: `Adjust lot ${LOTS.amox}` }).click();
    const dialog = d.getByRole('dialog', { name: `Adjust lot ${LOTS.amox}` });
    await dialog.getByLabel('Units').fill('-5');
    await dialog.getByLabel('Reason').first().click();
    await d.getByRole('option', { name: 'Expired (written off)' }).click();
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    // The lot has not expired: the server says so, in the dialog.
    await expect.poll(() => dialog.getByTestId('adjust-error').textContent()).toMatch(new RegExp(`^Lot ${LOTS.amox} expires on .* and has not expired`));
    await shots(d, 'count-distributor-adjust-refused');
    await dialog.getByLabel('Reason').first().click();
    await d.getByRole('option', { name: 'Damaged' }).click();
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(d.getByRole('alert').filter({ hasText: 'Adjustment recorded' }))).toBe(true);
    await expect.poll(visible(row.getByText('795', { exact: true }))).toBe(true);
    await shots(d, 'count-distributor-adjusted');
    // The one refusal is the write-off of an unexpired lot, answered as such (and the browser logs its status).
    const refused = (problem: string) => problem.includes('/adjust') || problem.startsWith('console: Failed to load resource');
    expect(distributor.problems.filter((problem) => !refused(problem))).toEqual([]);
    expect(distributor.problems.filter((problem) => problem.startsWith('HTTP'))).toEqual([
      expect.stringMatching(/^HTTP 4\d\d: POST .*\/api\/distributor\/stockunit\/.*\/adjust$/),
    ]);
  });
});
