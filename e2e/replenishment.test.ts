/**
 * A replenishment end to end. The member orders 50 units of Amoxicillin 500 mg capsules through the
 * API (the Orders screens come with other work), which takes the stock below par and opens (or
 * grows) its replenishment; the supplier replenishes it (a lot that expires too soon is refused on
 * the client first), the member reviews and approves the lots, the supplier marks it paid; the
 * member holds its par level again and the invoice adds 13% tax. Every figure is read relative to
 * the stock as found, not assumed from the seed (of which the file has its own copy, e2e/file-setup.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { invoiceTotals, today, type Stock } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, chromiumPath, launchBrowser, openMenu, openPage, shot, shots, signIn, visible, type WatchedPage } from './support.js';

const AMOX = 'Amoxicillin 500 mg capsules';
const PRICE = 0.42;
const LOT = 'AMX-R-9001';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

function monthsFromToday(months: number, day = 20): string {
  const [year, month] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

describe.skipIf(!chromiumPath)('a replenishment', () => {
  let member: WatchedPage;
  let supplier: WatchedPage;

  it('member orders 50 units; supplier replenishes (too-early expiry refused); member approves; paid; back at par; invoice with 13% tax', async () => {
    /* ---------- member: an order takes the stock below par ---------- */
    member = await openPage(browser);
    const m = member.page;
    await signIn(m, 'member@example.org');
    const { stocks } = await api<{ stocks: Stock[] }>(m, 'GET', '/stocks?limit=100&skip=0');
    const amox = stocks.find((stock) => stock.Product.name === AMOX)!;
    const lot = [...amox.StockUnits].sort((a, b) => b.availableUnits - a.availableUnits)[0]!;
    await api(m, 'POST', `/stock/${amox._id}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 50 }] });
    const shortfall = amox.parLevel - (amox.totalAssignedUnits - 50);
    expect(shortfall).toBeGreaterThanOrEqual(50);

    await openMenu(m, 'Replenishments', '/stockreplenishments');
    const row = m
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ hasNot: m.getByText('Completed') });
    await expect.poll(visible(row.getByText('Pending'))).toBe(true);
    expect(await row.getByTestId('replenishment-units').textContent()).toBe(shortfall.toLocaleString('en-CA'));
    expect(await row.getByRole('link', { name: 'Review' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
    await shots(m, 'replenishment-member-pending');
    expect(member.problems).toEqual([]);

    /* ---------- supplier: Replenishment Tasks, Replenish ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Replenishment Tasks', '/replenishment');
    const task = s
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ hasNot: s.getByText('Completed') });
    await expect.poll(visible(task.getByText('Pending'))).toBe(true);
    expect(await task.getByTestId('replenishment-units').textContent()).toBe(shortfall.toLocaleString('en-CA'));
    expect(await task.getByRole('link', { name: /^\d+ comments?$/ }).count()).toBe(0); // hidden while PENDING
    expect(await task.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
    expect(await task.getByTestId('paid-status').textContent()).toBe('Not Paid');
    await shots(s, 'replenishment-supplier-tasks');

    await task.getByRole('button', { name: 'Replenish' }).click();
    const dialog = s.getByRole('dialog', { name: /Replenish Stock/ });
    await dialog.getByLabel('Location, row 1').click();
    await s.getByRole('option', { name: /Mississauga Warehouse/ }).click();
    await dialog.getByLabel('Lot number, row 1').fill(LOT);
    await dialog.getByLabel('Expiry, row 1').fill(monthsFromToday(1));
    await dialog.getByLabel('Units, row 1').fill(String(shortfall));
    await dialog.getByRole('button', { name: 'Replenish', exact: true }).click();
    await expect.poll(visible(toast(s, 'Assigned stock does not meet minimum expiration value'))).toBe(true);
    await shots(s, 'replenishment-supplier-expiry-too-soon');
    expect(supplier.problems).toEqual([]); // refused on the client: no call was made

    await dialog.getByLabel('Expiry, row 1').fill(monthsFromToday(20));
    await expect.poll(() => dialog.getByTestId('units-tally').innerText()).toMatch(/still needed\s*0$/i);
    await dialog.getByRole('button', { name: 'Replenish', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(s, 'Stock assigned; waiting for member approval'))).toBe(true);
    await expect.poll(visible(task.getByText('Stock proposed'))).toBe(true);
    await expect.poll(visible(task.getByRole('link', { name: /^\d+ comments?$/ }))).toBe(true);
    expect(await task.getByRole('button', { name: 'Invoice' }).count()).toBe(1);
    expect(supplier.problems).toEqual([]);

    /* ---------- member: review, comment, approve ---------- */
    await m.reload();
    await expect.poll(visible(row.getByText('Stock proposed'))).toBe(true);
    expect(await row.getByRole('button', { name: 'Invoice' }).count()).toBe(1);
    await row.getByRole('link', { name: 'Review' }).click();
    await m.waitForURL(/\/stockreplenishment\/[0-9a-f-]{36}\/comments$/);
    await expect.poll(visible(m.getByRole('heading', { name: 'Assigned Stock Locations' }))).toBe(true);
    await expect.poll(visible(m.getByRole('row').filter({ hasText: LOT }))).toBe(true);
    await m.getByPlaceholder('Write a comment...').fill('Mississauga suits us, thank you.');
    await m.getByRole('button', { name: 'Submit Comment' }).click();
    await expect.poll(visible(m.getByTestId('comment').filter({ hasText: 'Mississauga suits us' }))).toBe(true);
    await expect.poll(() => m.getByPlaceholder('Write a comment...').inputValue()).toBe('');
    await expect.poll(visible(m.getByRole('button', { name: 'Deny' }))).toBe(true);
    await shots(m, 'replenishment-member-review');
    // Deny asks first, in the catalogue's words; Cancel leaves the proposal undecided.
    await m.getByRole('button', { name: 'Deny' }).click();
    const confirmDeny = m.getByRole('dialog', { name: 'Deny the proposed lots?' });
    await expect.poll(visible(confirmDeny.getByText('The supplier is told, with your reason if you give one, and proposes lots again.'))).toBe(true);
    await shot(m, 'replenishment-member-deny-confirm');
    await confirmDeny.getByRole('button', { name: 'Cancel' }).click();
    await confirmDeny.waitFor({ state: 'hidden' });
    await m.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(toast(m, 'Replenishment approved'))).toBe(true);
    await expect.poll(visible(m.getByTestId('request-outcome').filter({ hasText: 'Approved' }))).toBe(true);
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await m.getByRole('button', { name: 'Deny' }).count()).toBe(0);
    expect(member.problems).toEqual([]);

    /* ---------- supplier: Mark as Paid; Total Stock shows the lot ---------- */
    await s.reload();
    await expect.poll(visible(task.getByText('Approved'))).toBe(true);
    expect(await task.getByRole('button', { name: 'Replenish' }).isDisabled()).toBe(true);
    await task.getByRole('button', { name: 'Mark as Paid' }).click();
    const confirm = s.getByRole('dialog', { name: 'Mark as paid?' });
    await confirm.getByRole('button', { name: 'Mark as Paid' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(s, 'Marked as paid; the stock is replenished'))).toBe(true);
    const done = s
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: s.getByText('Completed') })
      .first();
    await expect.poll(() => done.getByTestId('paid-status').textContent()).toBe('Paid');
    expect(await done.getByRole('button', { name: 'Replenish' }).isDisabled()).toBe(true);
    await shots(s, 'replenishment-supplier-paid');

    await openMenu(s, 'Total Stock', '/stock');
    const place = s.getByRole('row').filter({ hasText: AMOX }).filter({ hasText: 'Mississauga Warehouse' });
    await expect.poll(visible(place)).toBe(true);
    await place.getByRole('button', { name: `Lots of ${AMOX} at Mississauga Warehouse` }).click();
    const lots = s.getByRole('dialog', { name: 'Assigned Stock Locations' });
    await expect.poll(visible(lots.getByRole('row').filter({ hasText: LOT }))).toBe(true);
    await expect.poll(visible(lots.getByRole('row').filter({ hasText: LOT }).getByText("St. Michael's Community Hospital"))).toBe(true);
    await shots(s, 'replenishment-supplier-total-stock-lots');
    await lots.getByRole('button', { name: 'Close', exact: true }).click();
    await lots.waitFor({ state: 'hidden' });
    await shots(s, 'replenishment-supplier-total-stock');
    expect(supplier.problems).toEqual([]);

    /* ---------- member: back at par, and the invoice ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: AMOX });
    const par = amox.parLevel.toLocaleString('en-CA');
    await expect.poll(() => card.getByTestId('units-held').textContent()).toBe(par);
    expect(await card.getByTestId('par-level').textContent()).toBe(par);

    await openMenu(m, 'Replenishments', '/stockreplenishments');
    const completed = m
      .getByRole('row')
      .filter({ hasText: AMOX })
      .filter({ has: m.getByText('Completed') })
      .first();
    await expect.poll(visible(completed)).toBe(true);
    await shots(m, 'replenishment-member-list');
    await completed.getByRole('button', { name: 'Invoice' }).click();
    await m.waitForURL((url) => url.pathname === '/invoice');
    const totals = invoiceTotals(shortfall * PRICE);
    const money = (n: number) => `$${n.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => m.getByTestId('invoice-balance-due').textContent()).toBe(money(totals.balanceDue));
    expect(await m.getByTestId('invoice-subtotal').textContent()).toBe(money(totals.subtotal));
    expect(await m.getByTestId('invoice-tax-rate').textContent()).toBe('13%');
    expect(await m.getByTestId('invoice-tax').textContent()).toBe(money(totals.tax));
    expect(await m.getByTestId('invoice-units').textContent()).toBe(shortfall.toLocaleString('en-CA'));
    await shots(m, 'replenishment-invoice');
    expect(member.problems).toEqual([]);
  });
});
