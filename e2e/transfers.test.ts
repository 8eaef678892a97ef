/**
 * A transfer between members, and back. The member offers 25 units of its Amoxicillin lot
 * AMX-24A17 to Lakeshore Family Health Team from the stock's page (nothing chosen is refused
 * first, on the client); the units are held; member2 finds the transfer in Stock Transfers (no
 * notification needed) and approves it; both stocks show the move; the supplier sees it read-only.
 * Then member2 sends the 25 units back from the Members page's Transfer shortcut and the member
 * approves, so the stock ends as it began.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, shots, signIn, visible, WIDE, type WatchedPage } from './support.js';

const AMOX = 'Amoxicillin 500 mg capsules';
const MEMBER = "St. Michael's Community Hospital";
const MEMBER2 = 'Lakeshore Family Health Team';
const LOT = 'AMX-24A17';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** "2,000" → 2000. */
const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

describe.skipIf(!chromiumPath)('a transfer between members', () => {
  let member: WatchedPage;
  let member2: WatchedPage;
  let supplier: WatchedPage;

  it('member offers 25 units to member2 from the stock page; member2 approves; both stocks show it; member2 sends them back from Members', async () => {
    /* ---------- member: Transfer on the stock's page ---------- */
    member = await openPage(browser);
    const m = member.page;
    await m.setViewportSize(WIDE);
    await signIn(m, 'member@example.org');
    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: AMOX });
    await expect.poll(visible(card.getByTestId('units-held'))).toBe(true);
    const before = count(await card.getByTestId('units-held').textContent());
    await card.getByRole('link', { name: 'View details' }).click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByRole('heading', { name: 'Supplier details' }))).toBe(true);
    await m.getByRole('button', { name: 'Transfer' }).click();
    const dialog = m.getByRole('dialog', { name: 'Transfer Stock' });
    await expect.poll(visible(dialog.getByLabel(`Units of lot ${LOT}`))).toBe(true);
    await dialog.getByRole('button', { name: 'Request transfer' }).click();
    await expect.poll(visible(toast(m, 'No stock selected for transfer'))).toBe(true);
    expect(member.problems).toEqual([]); // refused on the client: no call was made

    await dialog.getByLabel('Transfer to').click();
    await m.getByRole('option', { name: MEMBER2 }).click();
    await dialog.getByLabel(`Units of lot ${LOT}`).fill('25');
    await expect.poll(() => dialog.getByTestId('transfer-total').textContent()).toBe('25 units');
    await shots(m, 'transfer-member-dialog');
    await dialog.getByRole('button', { name: 'Request transfer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Transfer requested; the other member decides'))).toBe(true);
    // The units are held for the transfer until member2 decides.
    await expect.poll(visible(m.getByRole('row').filter({ hasText: LOT }).getByText('25 held for a transfer'))).toBe(true);
    await shots(m, 'transfer-member-stock-held');

    // Members, then Stock Transfers: the pending transfer, which only member2 may decide.
    await openMenu(m, 'Members', '/member');
    await expect.poll(visible(m.getByRole('row').filter({ hasText: MEMBER2 }))).toBe(true);
    await shots(m, 'transfer-member-members');
    await m.getByRole('link', { name: 'Stock Transfers' }).click();
    await m.waitForURL((url) => url.pathname === '/stocktransfers');
    const sent = m
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ hasText: MEMBER2 })
      .filter({ has: m.getByText('Pending') });
    await expect.poll(visible(sent)).toBe(true);
    await shots(m, 'transfer-member-list');
    await sent.getByRole('link', { name: 'View' }).click();
    await m.waitForURL(/\/stocktransfer\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByText('Waiting for the recipient'))).toBe(true);
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const transferPath = new URL(m.url()).pathname;
    expect(member.problems).toEqual([]);

    /* ---------- member2: Stock Transfers, Review, Approve ---------- */
    member2 = await openPage(browser);
    const m2 = member2.page;
    await m2.setViewportSize(WIDE);
    await signIn(m2, 'member2@example.org');
    // From Assigned Stock this time: the list is one click from the stock screens too.
    await openMenu(m2, 'Assigned Stock', '/stock');
    await m2.getByRole('link', { name: 'Stock Transfers' }).click();
    await m2.waitForURL((url) => url.pathname === '/stocktransfers');
    const offered = m2
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ hasText: MEMBER })
      .filter({ has: m2.getByText('Pending') });
    await offered.getByRole('link', { name: 'Review' }).click();
    await m2.waitForURL((url) => url.pathname === transferPath);
    await expect.poll(visible(m2.getByRole('heading', { name: 'Recipient member' }))).toBe(true);
    await expect.poll(visible(m2.getByRole('row').filter({ hasText: LOT }).getByText('25', { exact: true }))).toBe(true);
    await expect.poll(visible(m2.getByRole('button', { name: 'Deny' }))).toBe(true);
    await shots(m2, 'transfer-member2-review');
    await m2.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(toast(m2, 'Transfer approved'))).toBe(true);
    await expect.poll(() => m2.getByTestId('transfer-status').textContent()).toBe('Approved');
    expect(await m2.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await openMenu(m2, 'Assigned Stock', '/stock');
    const card2 = m2.getByTestId('stock-card').filter({ hasText: AMOX });
    await expect.poll(() => card2.getByTestId('units-held').textContent()).toBe('25');
    await shots(m2, 'transfer-member2-stock');
    expect(member2.problems).toEqual([]);

    /* ---------- member: 25 units fewer ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(async () => count(await card.getByTestId('units-held').textContent())).toBe(before - 25);

    /* ---------- supplier: the transfer from Notifications, read-only ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await s.setViewportSize(WIDE);
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Notifications', '/notifications');
    await s.getByRole('link', { name: 'Stock Transfers' }).click();
    await s.waitForURL((url) => url.pathname === '/stocktransfers');
    const seen = s
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: s.getByText('Approved') })
      .first();
    await seen.getByRole('link', { name: 'View' }).click();
    await s.waitForURL(/\/stocktransfer\/[0-9a-f-]{36}$/);
    await expect.poll(visible(s.getByText('Contract number'))).toBe(true);
    expect(await s.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shots(s, 'transfer-supplier-detail');
    expect(supplier.problems).toEqual([]);

    /* ---------- member2 sends the units back from Members; the member approves ---------- */
    await openMenu(m2, 'Members', '/member');
    await m2.getByRole('row').filter({ hasText: MEMBER }).getByRole('button', { name: 'Transfer' }).click();
    const start = m2.getByRole('dialog', { name: 'Transfer stock' });
    await start.getByLabel('From your stock of').click();
    await m2.getByRole('option', { name: new RegExp(AMOX) }).click();
    await shots(m2, 'transfer-member2-start');
    await start.getByRole('button', { name: 'Continue' }).click();
    const back = m2.getByRole('dialog', { name: 'Transfer Stock' });
    await expect.poll(() => back.getByLabel('Transfer to').inputValue()).toBe(MEMBER);
    await back.getByLabel(`Units of lot ${LOT}`).fill('25');
    await back.getByRole('button', { name: 'Request transfer' }).click();
    await back.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m2, 'Transfer requested; the other member decides'))).toBe(true);
    expect(member2.problems).toEqual([]);

    await m.goto('/stocktransfers');
    const returned = m
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: m.getByText('Pending') });
    await returned.getByRole('link', { name: 'Review' }).click();
    await m.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(toast(m, 'Transfer approved'))).toBe(true);
    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(async () => count(await card.getByTestId('units-held').textContent())).toBe(before);
    await shots(m, 'transfer-member-stock-after');
    expect(member.problems).toEqual([]);
  });
});
