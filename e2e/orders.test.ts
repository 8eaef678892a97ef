/**
 * Orders from reserve stock, end to end, across four user types, each in a browser context of its own.
 * The member opens the Order dialog of Amoxicillin 500 mg capsules (two lots: AMX-24A17 at Toronto
 * Central Depot and AMX-24B03 at Mississauga Warehouse, both locations of distributor@example.org):
 * nothing chosen reads 'No stock selected for order' and more than a lot holds is refused, both in
 * an Error toast and without a call. Fill from earliest expiry takes from the Toronto lot (it expires
 * first) and says how many units are missing when asked for more than both lots hold; choosing
 * units of the later lot then warns beside it. 30 + 20 units make two orders and the stock drops by 50. The
 * supplier sees 'Distributor dispatches'; the distributor dispatches one order from its list and the
 * other from its /order/{id}/new page; the member sees SHIPPED and confirms receipt; the distributor
 * and the administrator see Completed. Pictures at 1366 and 390 px wide; nothing scrolls sideways.
 *
 * The file has its own copy of the seeded database (e2e/file-setup.ts); the units are still read
 * before ordering, not assumed from the seed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openMenu, shot, signedIn, visible } from './support.js';

const PRODUCT = 'Amoxicillin 500 mg capsules';
const TORONTO_LOT = 'AMX-24A17';
const MISSISSAUGA_LOT = 'AMX-24B03';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A toast (role alert) carrying this text. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The row of an order in a supplier's or distributor's list, by its number. */
const operatorRow = (page: Page, orderNo: string) => page.getByRole('row').filter({ hasText: new RegExp(`Order No\\. ${orderNo}(?!\\d)`) });

describe.skipIf(!chromiumPath)('orders from reserve stock', () => {
  it('member orders from two lots; the distributor dispatches; the member confirms receipt; every portal shows the right label', async () => {
    /* ---------- member: the empty selection and too many units are refused in the dialog ---------- */
    const member = await signedIn(browser, 'member@example.org');
    const m = member.page;
    const orderCalls: string[] = [];
    m.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/member\/stock\/[^/]+\/order$/.test(request.url())) orderCalls.push(request.url());
    });

    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: PRODUCT });
    await expect.poll(visible(card.getByTestId('units-held'))).toBe(true);
    await card.getByRole('link', { name: 'View details' }).click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByRole('heading', { name: 'Supplier details' }))).toBe(true);
    const before = count(await m.getByTestId('units-held').textContent());
    await shot(m, 'orders-member-stock-detail');

    await m.getByRole('button', { name: 'Order', exact: true }).click();
    const dialog = m.getByRole('dialog', { name: 'Order from stock' });
    await expect.poll(() => dialog.getByTestId('order-lot').count()).toBe(2);
    // A lot's card by its own input: another card's warning may name the lot.
    const torontoLot = dialog.getByTestId('order-lot').filter({ has: m.getByLabel(`Units to order from lot ${TORONTO_LOT}`) });
    const mississaugaLot = dialog.getByTestId('order-lot').filter({ has: m.getByLabel(`Units to order from lot ${MISSISSAUGA_LOT}`) });
    expect(await torontoLot.textContent()).toContain('Toronto Central Depot');
    expect(await mississaugaLot.textContent()).toContain('Mississauga Warehouse');
    const torontoHeld = count((await torontoLot.getByText('Held:').textContent()) ?? '');
    const mississaugaHeld = count((await mississaugaLot.getByText('Held:').textContent()) ?? '');
    expect(torontoHeld + mississaugaHeld).toBe(before);

    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(visible(toast(m, 'No stock selected for order'))).toBe(true);
    await shot(m, 'orders-member-dialog-empty');

    await dialog.getByLabel(`Units to order from lot ${MISSISSAUGA_LOT}`).fill(String(mississaugaHeld + 1));
    await expect.poll(visible(dialog.getByText(`Only ${mississaugaHeld.toLocaleString('en-CA')} held`))).toBe(true);
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(visible(toast(m, `Lot ${MISSISSAUGA_LOT} holds only ${mississaugaHeld.toLocaleString('en-CA')} units.`))).toBe(true);
    expect(orderCalls).toEqual([]); // both refused before any call
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    /* ---------- member: 30 + 20 units from the Assigned Stock card make two orders ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    await expect.poll(async () => count(await card.getByTestId('units-held').textContent())).toBe(before);
    await card.getByRole('button', { name: 'Order', exact: true }).click();
    const torontoInput = dialog.getByLabel(`Units to order from lot ${TORONTO_LOT}`);
    const mississaugaInput = dialog.getByLabel(`Units to order from lot ${MISSISSAUGA_LOT}`);
    const fill = async (units: number) => {
      await dialog.getByLabel('Total units').fill(String(units));
      await dialog.getByRole('button', { name: 'Fill from earliest expiry' }).click();
    };
    // First expiry, first out: more than the lots hold takes all of both and says how many are missing.
    await fill(before + 10);
    await expect
      .poll(() => dialog.getByTestId('fill-short').textContent())
      .toBe(`Only ${before.toLocaleString('en-CA')} of ${(before + 10).toLocaleString('en-CA')} units available; 10 short`);
    expect([await torontoInput.inputValue(), await mississaugaInput.inputValue()]).toEqual([
      torontoHeld.toLocaleString('en-CA'),
      mississaugaHeld.toLocaleString('en-CA'),
    ]);
    // 50 come from the Toronto lot alone, which expires first; nothing to warn of.
    await fill(50);
    await expect.poll(() => mississaugaInput.inputValue()).toBe('');
    expect(await torontoInput.inputValue()).toBe('50');
    expect(await dialog.getByTestId('fill-short').count()).toBe(0);
    expect(await dialog.getByTestId('earlier-lot').count()).toBe(0);
    // Choosing the later lot while the earlier one still has units is allowed, with a warning beside it.
    const torontoExpiry = /Expires (.+)$/.exec((await torontoLot.getByText(/^Lot .* Expires /).textContent()) ?? '')![1];
    await torontoInput.fill('30');
    await mississaugaInput.fill('20');
    await expect
      .poll(() => mississaugaLot.getByTestId('earlier-lot').textContent())
      .toBe(`Lot ${TORONTO_LOT} expires earlier (${torontoExpiry}) and has ${(torontoHeld - 30).toLocaleString('en-CA')} units available`);
    expect(await torontoLot.getByTestId('earlier-lot').count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('order-tally').textContent()).toBe('50 units from 2 lots');
    await shot(m, 'orders-member-dialog');
    await narrowShot(m, 'orders-member-dialog-narrow');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, '2 orders placed'))).toBe(true);
    await expect.poll(async () => count(await card.getByTestId('units-held').textContent())).toBe(before - 50);
    expect(orderCalls).toHaveLength(1);
    await shot(m, 'orders-member-stock-after');

    // Orders: the two new orders, Created.
    await openMenu(m, 'Orders', '/order');
    const created = m.getByRole('row').filter({ hasText: 'Created' });
    await expect.poll(() => created.count()).toBe(2);
    const torontoRow = created.filter({ hasText: TORONTO_LOT });
    const mississaugaRow = created.filter({ hasText: MISSISSAUGA_LOT });
    expect(await torontoRow.getByText('Toronto Central Depot', { exact: true }).count()).toBe(1);
    expect(await mississaugaRow.getByText('20', { exact: true }).count()).toBe(1);
    const torontoNo = (await torontoRow.getByRole('link').first().textContent())!.trim();
    const mississaugaNo = (await mississaugaRow.getByRole('link').first().textContent())!.trim();
    const torontoPath = (await torontoRow.getByRole('link').first().getAttribute('href'))!;
    const mississaugaPath = (await mississaugaRow.getByRole('link').first().getAttribute('href'))!;
    expect(torontoPath).toMatch(/^\/order\/[0-9a-f-]{36}\/processed$/);
    const torontoId = torontoPath.split('/')[2]!;
    const mississaugaId = mississaugaPath.split('/')[2]!;
    await shot(m, 'orders-member-list');
    await narrowShot(m, 'orders-member-list-narrow');
    expect(member.problems).toEqual([]);

    /* ---------- supplier: both orders ship from a distributor's location ---------- */
    const supplier = await signedIn(browser, 'supplier@example.org');
    const s = supplier.page;
    await openMenu(s, 'Orders', '/order');
    await expect.poll(() => s.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Total [\d,]+ Order\(s\)$/);
    await expect.poll(() => operatorRow(s, torontoNo).getByTestId('order-action').textContent()).toBe('Distributor dispatches');
    expect(
      await operatorRow(s, torontoNo)
        .getByRole('button', { name: /Dispatch/ })
        .count(),
    ).toBe(0);
    await shot(s, 'orders-supplier-list');
    await narrowShot(s, 'orders-supplier-list-narrow');
    await operatorRow(s, torontoNo)
      .getByRole('link', { name: `Order No. ${torontoNo}` })
      .click();
    await s.waitForURL((url) => url.pathname === `/order/${torontoId}/new`);
    await expect.poll(() => s.getByTestId('order-note').textContent()).toContain('TransCanada Medical Logistics dispatches it from Toronto Central Depot');
    expect(await s.getByRole('button', { name: /^Dispatch/ }).count()).toBe(0);
    await shot(s, 'orders-supplier-new');
    await s.goBack();
    expect(supplier.problems).toEqual([]);

    /* ---------- distributor: dispatch one from the list, the other from its page ---------- */
    const distributor = await signedIn(browser, 'distributor@example.org');
    const d = distributor.page;
    await openMenu(d, 'Orders', '/order');
    await expect.poll(() => d.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Total [\d,]+ Order\(s\)$/);
    const dTorontoRow = operatorRow(d, torontoNo);
    await expect.poll(visible(dTorontoRow.getByRole('button', { name: `Dispatch Order No. ${torontoNo}` }))).toBe(true);
    expect(await dTorontoRow.getByText(TORONTO_LOT, { exact: true }).count()).toBe(1);
    await shot(d, 'orders-distributor-list');
    await narrowShot(d, 'orders-distributor-list-narrow');

    await dTorontoRow.getByRole('button', { name: `Dispatch Order No. ${torontoNo}` }).click();
    const confirm = d.getByRole('dialog', { name: 'Dispatch this order?' });
    await expect.poll(visible(confirm.getByText('Toronto Central Depot', { exact: false }))).toBe(true);
    await shot(d, 'orders-distributor-dispatch-confirm');
    await confirm.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(d, 'Order dispatched'))).toBe(true);
    await expect.poll(() => dTorontoRow.getByTestId('order-action').textContent()).toBe('Waiting for Completion');

    await operatorRow(d, mississaugaNo)
      .getByRole('link', { name: `Order No. ${mississaugaNo}` })
      .click();
    await d.waitForURL((url) => url.pathname === `/order/${mississaugaId}/new`);
    await expect.poll(() => d.getByTestId('order-status').textContent()).toBe('Created');
    await expect.poll(() => d.getByTestId('order-units').textContent()).toBe('20');
    await shot(d, 'orders-distributor-new');
    await narrowShot(d, 'orders-distributor-new-narrow');
    await d.getByRole('button', { name: `Dispatch Order No. ${mississaugaNo}` }).click();
    await confirm.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => d.getByTestId('order-status').textContent()).toBe('Dispatched');
    expect(await d.getByRole('button', { name: /^Dispatch/ }).count()).toBe(0);
    expect(distributor.problems).toEqual([]);

    // The supplier now reads Dispatched.
    await s.reload();
    await expect.poll(() => operatorRow(s, torontoNo).getByTestId('order-action').textContent()).toBe('Dispatched');

    /* ---------- member: SHIPPED, then Confirm receipt ---------- */
    await m.reload();
    await expect.poll(() => m.getByRole('row').filter({ hasText: 'Shipped' }).filter({ hasText: TORONTO_LOT }).count()).toBe(1);
    await m.getByRole('link', { name: `View order ${torontoNo}` }).click();
    await m.waitForURL((url) => url.pathname === `/order/${torontoId}/processed`);
    await expect.poll(() => m.getByTestId('order-status').textContent()).toBe('Shipped');
    expect(await m.getByTestId('order-number').textContent()).toBe(torontoNo);
    expect(await m.getByTestId('order-units').textContent()).toBe('30');
    expect(await m.getByTestId('order-location').textContent()).toContain('100 Front St W');
    await expect.poll(visible(m.getByRole('heading', { name: 'Distributor details' }))).toBe(true);
    await expect.poll(visible(m.getByText('CN-2026-0141', { exact: false }))).toBe(true);
    await shot(m, 'orders-member-processed');
    await narrowShot(m, 'orders-member-processed-narrow');
    await m.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = m.getByRole('dialog', { name: 'Confirm receipt?' });
    await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
    await receipt.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Order received'))).toBe(true);
    await expect.poll(() => m.getByTestId('order-status').textContent()).toBe('Completed');
    expect(await m.getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
    await shot(m, 'orders-member-completed');
    expect(member.problems).toEqual([]);

    /* ---------- distributor and administrator: Completed ---------- */
    await d.goto('/order');
    await expect.poll(() => operatorRow(d, torontoNo).getByTestId('order-action').textContent()).toBe('Completed');
    await expect.poll(() => operatorRow(d, mississaugaNo).getByTestId('order-action').textContent()).toBe('Waiting for Completion');
    await operatorRow(d, torontoNo)
      .getByRole('link', { name: `Order No. ${torontoNo}` })
      .click();
    await d.waitForURL((url) => url.pathname === `/order/${torontoId}/completed`);
    await expect.poll(() => d.getByTestId('order-status').textContent()).toBe('Completed');
    await shot(d, 'orders-distributor-completed');
    expect(distributor.problems).toEqual([]);

    const admin = await signedIn(browser, 'healthpro@example.org');
    const a = admin.page;
    await openMenu(a, 'Orders', '/order');
    const adminRow = a.getByRole('row').filter({ has: a.getByRole('link', { name: `View order ${torontoNo}`, exact: true }) });
    await expect.poll(() => adminRow.getByTestId('order-status').textContent()).toBe('Completed');
    const adminOther = a.getByRole('row').filter({ has: a.getByRole('link', { name: `View order ${mississaugaNo}`, exact: true }) });
    expect(await adminOther.getByTestId('order-status').textContent()).toBe('Dispatched');
    await shot(a, 'orders-admin-list');
    await narrowShot(a, 'orders-admin-list-narrow');
    await adminOther.getByRole('link', { name: `View order ${mississaugaNo}`, exact: true }).click();
    await a.waitForURL((url) => url.pathname === `/order/${mississaugaId}/processed`);
    await expect.poll(() => a.getByTestId('order-status').textContent()).toBe('Dispatched');
    expect(await a.getByRole('button', { name: /^Dispatch|Confirm receipt/ }).count()).toBe(0);
    await shot(a, 'orders-admin-detail');
    expect(admin.problems).toEqual([]);

    /* ---------- distributor: its products ---------- */
    await openMenu(d, 'Products', '/product');
    await expect.poll(() => d.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Total [\d,]+ Product\(s\)$/);
    await expect.poll(visible(d.getByRole('row').filter({ hasText: PRODUCT }).getByText('$0.42'))).toBe(true);
    await shot(d, 'orders-distributor-products');
    await narrowShot(d, 'orders-distributor-products-narrow');
    expect(distributor.problems).toEqual([]);

    for (const watched of [member, supplier, distributor, admin]) await watched.page.context().close();
  });
});
