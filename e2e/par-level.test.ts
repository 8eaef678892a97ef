/**
 * The par-level workflow end to end, across three user types, each in a browser context of its own.
 * The member asks to raise the par level of Salbutamol inhaler 100 mcg (par 300, 300 units held) to
 * 400; the administrator approves it from its notification; the supplier assigns lots (the client
 * refuses a lot that expires too soon before any call is made, then 100 units at Toronto Central
 * Depot go through); the member reviews and approves the proposed stock and comments; the supplier
 * marks it paid; the member holds 400 units and opens the invoice: 100 x 6.85 = 685.00, 13% tax
 * 89.05, 774.05 due. Along the way: Reserve Drug Supply (Add products), Member Stock, stock detail.
 */
import type { Browser, Page } from 'playwright-core';
import { today } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, settle, shot, signIn, visible, type WatchedPage } from './support.js';

const PRODUCT = 'Salbutamol inhaler 100 mcg';
const MEMBER = "St. Michael's Community Hospital";

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A toast (role alert) carrying this text. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** YYYY-MM-DD, `months` calendar months from today (Toronto), on the given day of the month. */
function monthsFromToday(months: number, day = 20): string {
  const [year, month] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

describe.skipIf(!chromiumPath)('the par-level workflow', () => {
  // One browser context per user type, signed in once; the decrease journey continues with them.
  let member: WatchedPage;
  let admin: WatchedPage;
  let supplier: WatchedPage;

  it('member asks 300 → 400; administrator approves; supplier assigns 100 units; member approves; paid; invoice 774.05', async () => {
    /* ---------- member: the reserve, then the increase request ---------- */
    member = await openPage(browser);
    const m = member.page;
    await signIn(m, 'member@example.org');

    // Reserve Drug Supply: the enrolled products, and Add products lists only the others.
    await openMenu(m, 'Reserve Drug Supply', '/sure-supply-shield');
    const salbutamolRow = m.getByRole('row').filter({ hasText: PRODUCT });
    await expect.poll(visible(salbutamolRow)).toBe(true);
    // Amoxicillin, insulin and salbutamol (the demo data's).
    expect(await m.getByTestId('list-total').textContent()).toBe('3 products');
    await m.getByRole('button', { name: 'Add products' }).click();
    const adding = m.getByRole('dialog', { name: 'Add products' });
    await expect.poll(visible(adding.getByRole('checkbox', { name: 'Epinephrine auto-injector 0.3 mg' }))).toBe(true);
    expect(await adding.getByRole('checkbox', { name: PRODUCT }).count()).toBe(0);
    expect(await adding.getByRole('checkbox', { name: 'Insulin glargine 100 U/mL' }).count()).toBe(0);
    await adding.getByRole('checkbox', { name: 'Epinephrine auto-injector 0.3 mg' }).click();
    await shot(m, 'par-level-member-add-products');
    await adding.getByRole('button', { name: 'Add to reserve' }).click();
    await adding.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Products added to your Reserve Drug Supply'))).toBe(true);
    await expect.poll(() => m.getByTestId('list-total').textContent()).toBe('4 products');
    await shot(m, 'par-level-member-reserve');

    // Assigned Stock: Salbutamol holds 300 units at par 300.
    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: PRODUCT });
    await expect.poll(() => card.getByTestId('par-level').textContent()).toBe('300');
    expect(await card.getByTestId('units-held').textContent()).toBe('300');
    await card.getByRole('button', { name: 'Request increase' }).click();
    const request = m.getByRole('dialog', { name: 'Request par-level increase' });
    await request.getByLabel('Requested par level').fill('400');
    expect(await request.getByLabel('Minimum expiry (months)').inputValue()).toBe('6 months');
    await shot(m, 'par-level-member-request');
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Stock increase request generated'))).toBe(true);
    await expect.poll(visible(card.getByTestId('open-request'))).toBe(true);
    expect(await card.getByTestId('stock-request-status').textContent()).toBe('Pending');
    expect(await card.getByRole('button', { name: 'Request increase' }).count()).toBe(0);
    await expect.poll(visible(card.getByRole('button', { name: 'Edit' }))).toBe(true);
    await shot(m, 'par-level-member-pending');

    await openMenu(m, 'Stock Requests', '/stockrequests');
    const requestRow = m.getByRole('row').filter({ hasText: PRODUCT });
    await expect.poll(visible(requestRow.getByText('Pending'))).toBe(true);
    expect(await m.getByTestId('list-total').textContent()).toBe('1 stock request');
    expect(await requestRow.getByText('6 months').count()).toBe(1);
    expect(await requestRow.getByRole('link', { name: 'Review' }).count()).toBe(0);
    expect(member.problems).toEqual([]);

    /* ---------- administrator: the request from its notification, approved ---------- */
    admin = await openPage(browser);
    const a = admin.page;
    await signIn(a, 'healthpro@example.org');
    // The dashboard's worklist holds the request, linked to its review; its notification asks for approval.
    const waiting = a.getByTestId('worklist-PAR_LEVEL').getByRole('link', { name: `${PRODUCT}: par level 300 to 400` });
    // The dashboard loads its worklist after its totals and chart: longer than a poll's second on a busy machine.
    await expect.poll(visible(waiting), { timeout: 20_000 }).toBe(true);
    expect(await waiting.getAttribute('href')).toMatch(/^\/parlevel\/[0-9a-f-]{36}$/);
    await shot(a, 'par-level-admin-worklist');
    await openMenu(a, 'Notifications', '/notifications');
    const asking = a.getByTestId('notification-card').filter({ hasText: `raise the par level of ${PRODUCT}` });
    await expect.poll(visible(asking.getByText('Needs your approval'))).toBe(true);
    await asking.click();
    await a.waitForURL(/\/parlevel\/[0-9a-f-]{36}$/);
    await expect.poll(() => a.getByTestId('requested-par').textContent()).toBe('400');
    expect(await a.getByTestId('current-par').textContent()).toBe('300');
    await expect.poll(visible(a.getByText(MEMBER).first())).toBe(true);
    await shot(a, 'par-level-admin-review');
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(toast(a, 'Stock request approved'))).toBe(true);
    await expect.poll(() => a.getByTestId('stock-request-status').textContent()).toBe('Approved');
    expect(await a.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shot(a, 'par-level-admin-approved');
    // Decided: gone from the worklist, and its notification no longer asks for approval.
    await openMenu(a, 'Dashboard', '/');
    await expect.poll(visible(a.getByTestId('worklist'))).toBe(true);
    await expect.poll(() => waiting.count()).toBe(0);
    await openMenu(a, 'Notifications', '/notifications');
    await expect.poll(visible(asking)).toBe(true);
    expect(await asking.getByText('Needs your approval').count()).toBe(0);
    expect(admin.problems).toEqual([]);

    /* ---------- supplier: assign the lots ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Par Levels', '/parlevel');
    const parCard = s.getByTestId('parlevel-card').filter({ hasText: PRODUCT });
    await expect.poll(() => parCard.getByTestId('units-to-assign').textContent()).toBe('100');
    expect(await parCard.getByTestId('paid-status').textContent()).toBe('Not Paid');
    await parCard.getByRole('button', { name: 'Assign' }).click();
    const assign = s.getByRole('dialog', { name: /Assign Stock/ });

    async function chooseLocation(row: number, name: string) {
      await assign.getByLabel(`Location, row ${row}`).click();
      await s.getByRole('option', { name: new RegExp(name) }).click();
    }

    // An empty row is refused first, then a lot that expires next month: the client stops both.
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(visible(toast(s, 'Please fill required fields'))).toBe(true);
    await chooseLocation(1, 'Toronto Central Depot');
    await assign.getByLabel('Lot number, row 1').fill('SAL-7001');
    await assign.getByLabel('Expiry, row 1').fill(monthsFromToday(1));
    await assign.getByLabel('Units, row 1').fill('100');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(visible(toast(s, 'Assigned stock does not meet minimum expiration value'))).toBe(true);
    await shot(s, 'par-level-supplier-expiry-too-soon');
    expect(supplier.problems).toEqual([]); // refused on the client: no call was made

    // Valid rows: 60 + 40 units at Toronto Central Depot, well within shelf life.
    await assign.getByLabel('Expiry, row 1').fill(monthsFromToday(18));
    await assign.getByLabel('Units, row 1').fill('60');
    await assign.getByRole('button', { name: 'Add row' }).click();
    await chooseLocation(2, 'Toronto Central Depot');
    await assign.getByLabel('Lot number, row 2').fill('SAL-7002');
    await assign.getByLabel('Expiry, row 2').fill(monthsFromToday(24));
    await assign.getByLabel('Units, row 2').fill('40');
    await expect.poll(() => assign.getByTestId('units-tally').innerText()).toMatch(/still needed\s*0$/i);
    await shot(s, 'par-level-supplier-assign');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await assign.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(s, 'Stock assigned; waiting for member approval'))).toBe(true);
    await expect.poll(visible(parCard.getByText('Waiting for Member Approval'))).toBe(true);
    await expect.poll(visible(parCard.getByRole('button', { name: 'Edit' }))).toBe(true);
    await shot(s, 'par-level-supplier-waiting');
    expect(supplier.problems).toEqual([]);

    /* ---------- member: review the proposed stock, comment, approve ---------- */
    await m.reload();
    await expect.poll(visible(requestRow.getByText('Stock proposed')), { timeout: 20_000 }).toBe(true);
    await requestRow.getByRole('link', { name: 'Review' }).click();
    await m.waitForURL(/\/stockrequests\/[0-9a-f-]{36}\/comments$/);
    await expect.poll(visible(m.getByRole('heading', { name: 'Proposed Stock Locations' }))).toBe(true);
    const proposed = m.getByRole('row').filter({ hasText: 'Toronto Central Depot' });
    await expect.poll(() => proposed.count()).toBe(2);
    await expect.poll(visible(m.getByRole('row').filter({ hasText: 'SAL-7002' }).getByText('40', { exact: true }))).toBe(true);
    await m.getByPlaceholder('Write a comment...').fill('Thank you: both lots at Toronto Central Depot suit us.');
    await m.getByRole('button', { name: 'Submit Comment' }).click();
    await expect.poll(visible(m.getByTestId('comment').filter({ hasText: 'both lots at Toronto Central Depot' }))).toBe(true);
    await expect.poll(() => m.getByPlaceholder('Write a comment...').inputValue()).toBe('');
    expect(await m.getByTestId('comment-count').textContent()).toBe('1 comment');
    await shot(m, 'par-level-member-review');
    await m.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(toast(m, 'Proposed stock approved'))).toBe(true);
    await expect.poll(visible(m.getByText('Waiting for Stock Assignment'))).toBe(true);
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(member.problems).toEqual([]);

    /* ---------- supplier: mark it paid ---------- */
    await s.reload();
    await parCard.getByRole('button', { name: 'Mark as Paid' }).click();
    const confirm = s.getByRole('dialog', { name: 'Mark as paid?' });
    await expect.poll(visible(confirm.getByText('100 units of Salbutamol', { exact: false }))).toBe(true);
    await confirm.getByRole('button', { name: 'Mark as Paid' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(s, 'Marked as paid; the stock is assigned'))).toBe(true);
    await expect.poll(() => parCard.getByTestId('paid-status').textContent()).toBe('Paid');
    await expect.poll(visible(parCard.getByTestId('parlevel-note').filter({ hasText: 'Assigned' }))).toBe(true);
    await shot(s, 'par-level-supplier-paid');

    // Member Stock: the member now holds 400 at par 400.
    await openMenu(s, 'Member Stock', '/members/stock');
    const memberStockRow = s.getByRole('row').filter({ hasText: PRODUCT }).filter({ hasText: MEMBER });
    await expect.poll(() => memberStockRow.getByTestId('units-held').textContent()).toBe('400');
    await shot(s, 'par-level-supplier-member-stock');
    expect(supplier.problems).toEqual([]);

    /* ---------- member: 400 units, the lots, the detail page and the invoice ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(() => card.getByTestId('par-level').textContent()).toBe('400');
    expect(await card.getByTestId('units-held').textContent()).toBe('400');
    expect(await card.getByTestId('open-request').count()).toBe(0);
    await shot(m, 'par-level-member-stock-after');

    await card.getByRole('button', { name: `Assigned Stock Locations of ${PRODUCT}` }).click();
    const lots = m.getByRole('dialog', { name: 'Assigned Stock Locations' });
    await expect.poll(() => lots.getByRole('row').filter({ hasText: 'Toronto Central Depot' }).count()).toBe(3);
    await m.keyboard.press('Escape'); // neither Escape nor the backdrop closes it
    await settle(m);
    expect(await lots.isVisible()).toBe(true);
    await shot(m, 'par-level-member-stock-locations');
    await lots.getByRole('button', { name: 'Close', exact: true }).click();
    await lots.waitFor({ state: 'hidden' });

    await card.getByRole('link', { name: 'View details' }).click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByRole('heading', { name: 'Supplier details' }))).toBe(true);
    await expect.poll(() => m.getByRole('row').filter({ hasText: '100 Front St W' }).count()).toBe(3);
    await shot(m, 'par-level-member-stock-detail');

    await openMenu(m, 'Stock Requests', '/stockrequests');
    await expect.poll(visible(requestRow.getByText('Assigned'))).toBe(true);
    await requestRow.getByRole('button', { name: 'Invoice' }).click();
    await m.waitForURL((url) => url.pathname === '/invoice');
    await expect.poll(() => m.getByTestId('invoice-balance-due').textContent()).toBe('$774.05');
    expect(await m.getByTestId('invoice-subtotal').textContent()).toBe('$685.00');
    expect(await m.getByTestId('invoice-tax-rate').textContent()).toBe('13%');
    expect(await m.getByTestId('invoice-tax').textContent()).toBe('$89.05');
    expect(await m.getByTestId('invoice-units').textContent()).toBe('100');
    await expect.poll(visible(m.getByText('Bill To'))).toBe(true);
    await expect.poll(visible(m.getByText('accounts@reservedrugsupply.ca', { exact: false }).first())).toBe(true);
    await shot(m, 'par-level-invoice');
    // Printed, it is the sheet alone on one Letter page: the picture is the page's printable area
    // (8.5 x 11 in less the @page margins), and the PDF Chromium prints has exactly one page.
    await m.emulateMedia({ media: 'print' });
    expect(await m.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await m.setViewportSize({ width: 710, height: 940 });
    await shot(m, 'par-level-invoice-print', { fullPage: false });
    const pdf = await m.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await m.setViewportSize({ width: 1360, height: 860 });
    await m.emulateMedia({ media: 'screen' });

    // Without an invoice id in navigation state, the page says so and leads back.
    await m.goto('/');
    await m.waitForLoadState('networkidle');
    await m.goto('/invoice');
    await expect.poll(visible(m.getByText('No invoice chosen'))).toBe(true);
    await expect.poll(visible(m.getByRole('link', { name: 'Back to Stock Requests' }))).toBe(true);
    expect(member.problems).toEqual([]);
  });

  it('a decrease: member asks 2,000 → 1,900 and edits it to 1,800; approved; supplier withdraws 200 units; Mark Assigned', async () => {
    const AMOX = 'Amoxicillin 500 mg capsules';
    const m = member.page;
    const a = admin.page;
    const s = supplier.page;

    await m.goto('/stock'); // the member was left on the invoice, outside the portal's layout
    const card = m.getByTestId('stock-card').filter({ hasText: AMOX });
    await expect.poll(() => card.getByTestId('par-level').textContent()).toBe('2,000');
    // The units held are read, not assumed from the seed: the withdrawal is what 1,800 leaves over.
    const held = Number((await card.getByTestId('units-held').textContent())!.replace(/,/g, ''));
    const withdrawn = held - 1800;
    await card.getByRole('button', { name: 'Request decrease' }).click();
    const request = m.getByRole('dialog', { name: 'Request par-level decrease' });
    await request.getByLabel('Requested par level').fill('1900');
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Stock decrease request generated'))).toBe(true);
    await expect.poll(visible(card.getByText('Decrease to 1,900 requested'))).toBe(true);

    // Edit while pending.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = m.getByRole('dialog', { name: 'Edit par-level decrease' });
    expect(await edit.getByLabel('Requested par level').inputValue()).toBe('1,900');
    await edit.getByLabel('Requested par level').fill('1800');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Stock decrease request updated'))).toBe(true);
    await expect.poll(visible(card.getByText('Decrease to 1,800 requested'))).toBe(true);

    // The administrator approves it from the notification.
    await a.goto('/notifications');
    await a
      .getByTestId('notification-card')
      .filter({ hasText: `lower the par level of ${AMOX}` })
      .click();
    await a.waitForURL(/\/parlevel\/[0-9a-f-]{36}$/);
    await expect.poll(() => a.getByTestId('requested-par').textContent()).toBe('1,800');
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => a.getByTestId('stock-request-status').textContent()).toBe('Approved');

    // The supplier opens the request from its notification and names the units to withdraw (200 on the demo data) from the Toronto lot.
    await s.goto('/notifications');
    await s
      .getByTestId('notification-card')
      .filter({ hasText: `lower the par level of ${AMOX}` })
      .click();
    await s.waitForURL(/\/parlevel\/[0-9a-f-]{36}$/);
    const parCard = s.getByTestId('parlevel-card').filter({ hasText: AMOX });
    await expect.poll(() => parCard.getByTestId('units-to-assign').textContent()).toBe(withdrawn.toLocaleString('en-CA'));
    expect(await parCard.getByTestId('paid-status').count()).toBe(0); // a decrease is not paid for
    await parCard.getByRole('button', { name: 'Assign' }).click();
    const withdraw = s.getByRole('dialog', { name: /Units to Withdraw/ });
    await withdraw.getByLabel('Units to withdraw from lot AMX-24A17').fill(String(withdrawn));
    await expect.poll(() => withdraw.getByTestId('units-tally').innerText()).toMatch(/still needed\s*0$/i);
    await shot(s, 'par-level-supplier-withdraw');
    await withdraw.getByRole('button', { name: 'Assign', exact: true }).click();
    await withdraw.waitFor({ state: 'hidden' });
    await expect.poll(visible(parCard.getByText('Waiting for Member Approval'))).toBe(true);
    expect(await s.getByTestId('parlevel-card').count()).toBe(1);

    // Its comments page shows the lots named and where the request stands.
    await parCard.getByRole('link', { name: /^Comments/ }).click();
    await s.waitForURL(/\/stockrequests\/[0-9a-f-]{36}\/comments$/);
    await expect.poll(() => s.getByRole('row').filter({ hasText: 'AMX-24A17' }).count()).toBe(1);
    await expect.poll(visible(s.getByTestId('request-outcome').filter({ hasText: 'Waiting for Member Approval' }))).toBe(true);
    await shot(s, 'par-level-supplier-comments');
    await s.goBack();

    // The member approves the withdrawal; there is no invoice for a decrease.
    await openMenu(m, 'Stock Requests', '/stockrequests');
    const row = m.getByRole('row').filter({ hasText: AMOX });
    await expect.poll(visible(row.getByRole('link', { name: 'Review' }))).toBe(true);
    expect(await row.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
    expect(await m.getByTestId('list-total').textContent()).toBe('2 stock requests');
    await shot(m, 'par-level-member-stock-requests');
    await row.getByRole('link', { name: 'Review' }).click();
    await expect.poll(() => m.getByRole('row').filter({ hasText: 'AMX-24A17' }).count()).toBe(1);
    // A decrease says what leaves the reserve, never that stock is proposed or assigned to it (ProposedStockPage.tsx).
    const review = m.locator('main');
    await expect.poll(visible(m.getByRole('heading', { name: 'Leaving your reserve' }))).toBe(true);
    expect(await review.innerText()).toContain('The lots and units that leave your reserve to lower this par level.');
    expect(await review.innerText()).toContain(`${withdrawn.toLocaleString('en-CA')} units of ${AMOX} leave your reserve, from the lots listed.`);
    expect(await review.innerText()).not.toMatch(/assigns the stock to your reserve|proposed to fill/);
    await shot(m, 'par-level-member-decrease-review');
    await m.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(m.getByText('Waiting for Stock Assignment'))).toBe(true);

    // The supplier marks it assigned: the member holds 1,800 at par 1,800.
    await s.reload();
    await parCard.getByRole('button', { name: 'Mark Assigned' }).click();
    const confirm = s.getByRole('dialog', { name: 'Mark assigned?' });
    await confirm.getByRole('button', { name: 'Mark Assigned' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Its toast says what happened to a decrease, not "Marked as paid".
    await expect.poll(visible(toast(s, 'Marked assigned; the units left the reserve'))).toBe(true);
    expect(await toast(s, 'Marked as paid').count()).toBe(0);
    await expect.poll(visible(parCard.getByTestId('parlevel-note').filter({ hasText: 'Assigned' }))).toBe(true);

    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(() => card.getByTestId('par-level').textContent()).toBe('1,800');
    expect(await card.getByTestId('units-held').textContent()).toBe('1,800');

    expect(member.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    expect(supplier.problems).toEqual([]);
  });
});
