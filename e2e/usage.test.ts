/**
 * Usage and days of cover in the browser (issue 34, part 1), in English and French, at 1366 and 390
 * px, axe-clean. The demo's stocks begin the day it is seeded, so none has a whole month of order
 * history: each reads "Not enough history" (the API tests work the numbers by hand,
 * apps/api/src/modules/stock/usage.test.ts). St. Michael's orders one Salbutamol inhaler from the
 * Assigned Stock card: 299 units under its par level of 300 put the stock at risk. The member then
 * sees the At risk badge, the filter, the sort by days of cover, the line that explains the figures
 * and the dashboard's "Stocks at risk", which opens the list filtered; then in French. The supplier,
 * the distributor (whose Toronto depot holds the lot) and the administrator see it on their Member
 * Stock, opened from their dashboards' card.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openMenu, seriousViolations, shot, shots, signedIn, visible } from './support.js';

const PRODUCT = 'Salbutamol inhaler 100 mcg';
const LOT = 'SAL-5521';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** A dashboard card's figure, by the card's label. */
const figure = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
/** Picks an option of one of the list's selects (Sort, Show), by the select's label. */
async function choose(page: Page, select: string, option: string) {
  await page.locator(`input[aria-label="${select}"]:visible`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!chromiumPath)('usage and days of cover', () => {
  it('member: an order puts a stock under par; the badge, the filter, the sort, the line that explains, the dashboard; in French', async () => {
    const member = await signedIn(browser, 'member@example.org');
    const m = member.page;
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('0');

    /* ---------- Assigned Stock: the figures, then one unit ordered ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    const card = m.getByTestId('stock-card').filter({ hasText: PRODUCT });
    await expect.poll(() => card.getByTestId('monthly-usage').textContent()).toBe('Not enough history');
    expect(await card.getByTestId('days-of-cover').textContent()).toBe('Not enough history');
    expect(await card.getByTestId('at-risk').count()).toBe(0);
    const explained = m.getByTestId('figures-explained');
    await expect
      .poll(() => explained.textContent())
      .toMatch(/^Monthly usage: units ordered per month over the last 3 whole months, the current month left out\./);
    expect(await explained.textContent()).toContain('Days of cover: available units ÷ daily usage (monthly usage ÷ 30.44). At risk: under 30 days of cover');

    await card.getByRole('button', { name: 'Order', exact: true }).click();
    const dialog = m.getByRole('dialog', { name: 'Order from stock' });
    await dialog.getByLabel(`Units to order from lot ${LOT}`).fill('1');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Order placed'))).toBe(true);
    await expect.poll(visible(card.getByTestId('at-risk'))).toBe(true);
    expect(await card.getByTestId('units-held').textContent()).toBe('299');

    // Show: At risk leaves the salbutamol alone, and the address says so (a link can open it so).
    await choose(m, 'Show', 'At risk');
    await m.waitForURL((url) => url.searchParams.get('filter') === 'atRisk');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(1);
    expect(await m.getByTestId('stock-card').first().textContent()).toContain(PRODUCT);
    await choose(m, 'Sort', 'Days of cover');
    await expect.poll(() => m.locator('input[aria-label="Sort"]:visible').inputValue()).toBe('Days of cover');
    await shots(m, 'usage-member-assigned-at-risk');
    expect(await seriousViolations(m)).toEqual([]);
    await choose(m, 'Show', 'All stocks');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(2);

    /* ---------- Reserve Drug Supply: the columns, filtered ---------- */
    await openMenu(m, 'Reserve Drug Supply', '/sure-supply-shield');
    const table = m.getByRole('table');
    await expect.poll(() => table.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['MONTHLY USAGE', 'DAYS OF COVER']));
    await choose(m, 'Show', 'At risk');
    const rows = table.getByRole('row').filter({ has: m.getByRole('cell') });
    await expect.poll(() => rows.filter({ hasText: PRODUCT }).count()).toBe(1);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByTestId('at-risk').textContent()).toBe('At risk');
    await shots(m, 'usage-member-reserve-at-risk');
    expect(await seriousViolations(m)).toEqual([]);

    /* ---------- the stock's page ---------- */
    await rows
      .first()
      .getByRole('link', { name: `Details of ${PRODUCT}` })
      .click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByTestId('at-risk'))).toBe(true);
    expect(await m.getByTestId('monthly-usage').textContent()).toBe('Not enough history');
    expect(await m.getByTestId('figures-explained').textContent()).toContain('At risk: under 30 days of cover, or fewer units than the par level.');
    await shots(m, 'usage-member-stock-page');
    expect(await seriousViolations(m)).toEqual([]);

    /* ---------- the dashboard counts it and opens the list filtered ---------- */
    await openMenu(m, 'Dashboard', '/');
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('1');
    await expect.poll(() => m.getByText('Under 30 days of cover, or under par').count()).toBe(1);
    await shots(m, 'usage-member-dashboard');
    await m.getByRole('link', { name: /Stocks at risk/ }).click();
    await m.waitForURL((url) => url.pathname === '/stock' && url.searchParams.get('filter') === 'atRisk');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(1);
    expect(await m.locator('input[aria-label="Show"]:visible').inputValue()).toBe('At risk');

    /* ---------- in French ---------- */
    await m.getByTestId('language-switch').click();
    await expect.poll(() => m.locator('input[aria-label="Afficher"]:visible').inputValue()).toBe('À risque');
    const frCard = m.getByTestId('stock-card');
    expect(await frCard.getByTestId('monthly-usage').textContent()).toBe('Historique insuffisant');
    expect(await frCard.getByTestId('at-risk').textContent()).toBe('À risque');
    await expect
      .poll(() => m.getByTestId('figures-explained').textContent())
      .toMatch(/^Usage mensuel : unités commandées par mois sur les 3 derniers mois complets, hors mois en cours\./);
    expect(await m.getByTestId('figures-explained').textContent()).toContain('(usage mensuel ÷ 30,44). À risque : moins de 30 jours de couverture');
    await shots(m, 'usage-member-assigned-fr');
    expect(await seriousViolations(m)).toEqual([]);
    await m.goto('/sure-supply-shield');
    await expect
      .poll(() => m.getByRole('table').getByRole('columnheader').allInnerTexts())
      .toEqual(expect.arrayContaining(['USAGE MENSUEL', 'JOURS DE COUVERTURE']));
    await choose(m, 'Trier', 'Jours de couverture');
    await narrowShot(m, 'usage-member-reserve-fr-390');
    await m.goto('/');
    await expect.poll(() => figure(m, 'Stocks à risque').textContent()).toBe('1');
    await expect.poll(() => m.getByText('Moins de 30 jours de couverture, ou sous le niveau de stock').count()).toBe(1);
    await shots(m, 'usage-member-dashboard-fr');
    expect(await seriousViolations(m)).toEqual([]);
    await m.getByTestId('language-switch').click();
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('1');
    expect(member.problems).toEqual([]);
    await m.context().close();
  });

  it.each([
    ['supplier', 'supplier@example.org'],
    ['distributor', 'distributor@example.org'],
    ['healthpro', 'healthpro@example.org'],
  ] as const)('%s: Member Stock with the figures, opened filtered from the dashboard', async (type, email) => {
    const { page, problems } = await signedIn(browser, email);
    await expect.poll(() => figure(page, 'Stocks at risk').textContent()).toBe('1');
    await shot(page, `usage-${type}-dashboard`);
    await page.getByRole('link', { name: /Stocks at risk/ }).click();
    await page.waitForURL((url) => url.pathname === '/members/stock' && url.searchParams.get('filter') === 'atRisk');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    const row = rows.filter({ hasText: PRODUCT });
    await expect.poll(() => row.count()).toBe(1);
    expect(await rows.count()).toBe(1);
    expect(await row.textContent()).toContain("St. Michael's Community Hospital");
    expect(await row.getByTestId('at-risk').textContent()).toBe('At risk');
    expect(await row.getByTestId('monthly-usage').textContent()).toBe('Not enough history');
    expect(await page.getByTestId('figures-explained').textContent()).toMatch(/^Monthly usage: units ordered per month over the last 3 whole months/);
    await shots(page, `usage-${type}-member-stock-at-risk`);
    expect(await seriousViolations(page)).toEqual([]);

    // All three stocks of the demo (each sees them all: the supplier's products, lots at the
    // distributor's two depots), by days of cover (none has a figure yet).
    await choose(page, 'Show', 'All stocks');
    await choose(page, 'Sort', 'Days of cover');
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    await expect.poll(() => rows.filter({ hasText: 'Community Hospital' }).count()).toBe(2);
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('table').getByTestId('at-risk').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
