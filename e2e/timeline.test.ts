/**
 * The audit timeline (decision 023), on the demo data: the administrator acts as
 * St. Michael's (member@example.org) and approves its expiring-lot order INS-0730 from Orders, returns
 * to their own session, and reads that order's History: "Approved", by the administrator, acting as
 * the member, at a time in the page's language; then in French, and on a phone. The account's own
 * dialog lists the approval among its Activity with a link that names the order. The supplier opens its
 * product's History from Products. Pictures at 1366 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, api, chromiumPath, launchBrowser, narrowShot, openMenu, resize, seriousViolations, shot, signedIn, visible, NARROW, WIDE } from './support.js';

const ADMIN = { email: 'healthpro@example.org', name: 'Dr. Amara Okafor' };
const MEMBER = { email: 'member@example.org', name: "St. Michael's Community Hospital" };

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const history = (page: Page) =>
  page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: /^(History|Historique)$/ }) })
    .last();
const events = (page: Page) => page.getByTestId('timeline-event');

describe.skipIf(!chromiumPath)('the audit timeline', () => {
  it("reads an order's History after the administrator approved it acting as the member, in English and French, on a phone", async () => {
    const { page, problems } = await signedIn(browser, ADMIN.email);
    await resize(page, WIDE);

    /* ---------- acting as the member: approve the expiring lot's order ---------- */
    await openMenu(page, 'Members');
    await actAs(page, MEMBER.email, MEMBER.name);
    await openMenu(page, 'Orders', '/order');
    const expiring = page.locator('tr:visible, [role="listitem"]:visible').filter({ hasText: 'Waiting for member approval' });
    await expect.poll(() => expiring.count()).toBe(1);
    await expiring.getByRole('button', { name: /^Approve Order No\. \d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this expiring lot back?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    const approved = await api<{ orders: { _id: string; orderId: number; lotNumber: string; isApproved: boolean }[] }>(
      page,
      'GET',
      '/orders/expiring?limit=10',
    );
    const order = approved.orders.find((o) => o.lotNumber === 'INS-0730' && o.isApproved);
    expect(order, JSON.stringify(approved)).toBeDefined();
    await page.getByRole('button', { name: 'Return to my session' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('usertype'))).toBe('healthpro');

    /* ---------- the administrator reads the order's History ---------- */
    await page.goto(`/order/${order!._id}/new`);
    await history(page).getByTestId('timeline-event').first().waitFor();
    const latest = events(page).first();
    const text = ((await latest.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Approved');
    expect(text).toContain(`${ADMIN.name} Administrator acting as ${MEMBER.name} Member`);
    // When, in the page's language: the app's date and time format (e.g. "Nov 22, 2026, 2:05 PM").
    expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await latest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Its story began with the expiring-lots job, which made it: no person, the portal.
    await expect.poll(() => events(page).count()).toBe(2);
    expect((await events(page).last().innerText()).replace(/\s+/g, ' ')).toMatch(/^Created CREATED The portal · /);
    await latest.scrollIntoViewIfNeeded();
    await shot(page, 'timeline-order-1366');

    /* ---------- the account's Activity leads to the order ---------- */
    await openMenu(page, 'Members');
    await page.getByRole('button', { name: `History of ${MEMBER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `History of ${MEMBER.name}` });
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    // Newest first: returning to the administrator's session ended the member's ("Signed out"), the approval came before.
    await expect.poll(() => dialog.getByTestId('timeline-event').first().innerText()).toContain('Signed out');
    const activity = dialog.getByTestId('timeline-event').filter({ hasText: 'Approved' }).first();
    expect(((await activity.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(`acting as ${MEMBER.name}`);
    await shot(page, 'timeline-activity-1366');
    await resize(page, NARROW);
    expect(await seriousViolations(page)).toEqual([]);
    await narrowShot(page, 'timeline-activity-390');
    await resize(page, WIDE);
    // The row names its record: the order by its number.
    await activity.getByRole('link', { name: `Open Order No. ${order!.orderId}` }).click();
    await page.waitForURL(`**/order/${order!._id}/new`);
    await history(page).getByTestId('timeline-event').first().waitFor();

    /* ---------- on a phone, then in French ---------- */
    await resize(page, NARROW);
    expect(await seriousViolations(page)).toEqual([]);
    await events(page).first().scrollIntoViewIfNeeded();
    await narrowShot(page, 'timeline-order-390');
    await page.getByTestId('language-switch').click();
    await expect.poll(visible(page.getByRole('heading', { name: 'Historique' }))).toBe(true);
    const french = ((await events(page).first().textContent()) ?? '').replace(/\s+/g, ' ');
    expect(french).toContain('Approuvé');
    expect(french).toContain(`${ADMIN.name} Administrateur agissant en tant que ${MEMBER.name} Membre`);
    // French dates: "22 nov. 2026" and a 24-hour clock.
    expect(french).toMatch(/\d{1,2} [a-zéû]+\.? \d{4}/);
    await events(page).first().scrollIntoViewIfNeeded();
    await narrowShot(page, 'timeline-order-390-fr');
    await resize(page, WIDE);
    await events(page).first().scrollIntoViewIfNeeded();
    await shot(page, 'timeline-order-1366-fr');
    await page.getByTestId('language-switch').click();
    expect(problems).toEqual([]);
  });

  it("the supplier opens its product's History from Products: created by the administrator; on a phone, in French", async () => {
    const { page, problems } = await signedIn(browser, 'supplier@example.org');
    await resize(page, WIDE);
    await openMenu(page, 'Products', '/product');
    await page.getByRole('button', { name: 'History of Amoxicillin 500 mg capsules' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of Amoxicillin 500 mg capsules' });
    await expect.poll(() => dialog.getByTestId('timeline-event').count()).toBe(1);
    const created = (await dialog.getByTestId('timeline-event').innerText()).replace(/\s+/g, ' ');
    expect(created).toContain(`Created ${ADMIN.name} ADMINISTRATOR`); // the badge is upper case on screen
    await shot(page, 'timeline-product-supplier-1366');
    await resize(page, NARROW);
    expect(await seriousViolations(page)).toEqual([]);
    await narrowShot(page, 'timeline-product-supplier-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('language-switch').click();
    await page.getByRole('button', { name: 'Historique de Amoxicillin 500 mg capsules' }).click();
    await expect.poll(() => page.getByRole('dialog').getByTestId('timeline-event').innerText()).toContain('Créé');
    await page.keyboard.press('Escape');
    await page.getByTestId('language-switch').click();
    expect(problems).toEqual([]);
  });
});
