/**
 * Usage and days of cover in the browser (decision 020), in English and French, at 1366 and 390
 * px, axe-clean, on the demo data's figures (apps/api/test/demo-data.test.ts; the API tests work
 * the numbers by hand, apps/api/src/modules/stock/usage.test.ts). St. Michael's Salbutamol is used
 * at 360 a month for 300 units (25.4 days of cover, under the 30 days of lead time: at risk); its
 * Amoxicillin at 300 a month holds its par of 2,000 (202.9 days: not at risk) until the member
 * orders one unit from the Assigned Stock card: 1,999 units under par put it at risk too. The member
 * sees the At risk badges, the filter, the sort by days of cover, the line that explains the figures
 * and the dashboard's "Stocks at risk", which opens the list filtered; adds Epinephrine to its
 * reserve ("Not enough history": a stock made today); then in French. The supplier, the distributor
 * (whose depots hold the lots) and the administrator see the member's two and Lakeshore's Insulin
 * (170 a month for 150 units: 26.9 days) on their Member Stock, opened from their dashboards' card.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openMenu, seriousViolations, shot, shots, signedIn, visible } from './support.js';

const SALBUTAMOL = 'Salbutamol inhaler 100 mcg';
const AMOXICILLIN = 'Amoxicillin 500 mg capsules';
const INSULIN = 'Insulin glargine 100 U/mL';
const EPINEPHRINE = 'Epinephrine auto-injector 0.3 mg';
const LOT = 'AMX-24A17';

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
  it('member: the figures; an order puts a stock under par; the badges, the filter, the sort, the line that explains, the dashboard; in French', async () => {
    const member = await signedIn(browser, 'member@example.org');
    const m = member.page;
    // The Salbutamol, short of cover.
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('1');

    /* ---------- Assigned Stock: the figures, then one unit ordered ---------- */
    await openMenu(m, 'Assigned Stock', '/stock');
    const salbutamol = m.getByTestId('stock-card').filter({ hasText: SALBUTAMOL });
    const amoxicillin = m.getByTestId('stock-card').filter({ hasText: AMOXICILLIN });
    // (390 + 360 + 330) / 3 = 360 a month; 300 × 30.44 / 360 = 25.37 → 25.4 days, under 30.
    await expect.poll(() => salbutamol.getByTestId('monthly-usage').textContent()).toBe('360');
    expect(await salbutamol.getByTestId('days-of-cover').textContent()).toBe('25.4 daysAt risk');
    // (280 + 300 + 320) / 3 = 300 a month; 2,000 × 30.44 / 300 = 202.93 → 202.9 days, at par.
    expect(await amoxicillin.getByTestId('monthly-usage').textContent()).toBe('300');
    expect(await amoxicillin.getByTestId('days-of-cover').textContent()).toBe('202.9 days');
    expect(await amoxicillin.getByTestId('at-risk').count()).toBe(0);
    const explained = m.getByTestId('figures-explained');
    await expect
      .poll(() => explained.textContent())
      .toMatch(/^Monthly usage: units ordered per month over the last 3 whole months, the current month left out\./);
    expect(await explained.textContent()).toContain('Days of cover: available units ÷ daily usage (monthly usage ÷ 30.44). At risk: under 30 days of cover');
    await shots(m, 'usage-member-assigned');

    await amoxicillin.getByRole('button', { name: 'Order', exact: true }).click();
    const dialog = m.getByRole('dialog', { name: 'Order from stock' });
    await dialog.getByLabel(`Units to order from lot ${LOT}`).fill('1');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Order placed'))).toBe(true);
    // 1,999 units under the par of 2,000; this month's order is not usage yet: 1,999 × 30.44 / 300 = 202.83 → 202.8 days.
    await expect.poll(visible(amoxicillin.getByTestId('at-risk'))).toBe(true);
    expect(await amoxicillin.getByTestId('units-held').textContent()).toBe('1,999');
    expect(await amoxicillin.getByTestId('monthly-usage').textContent()).toBe('300');
    expect(await amoxicillin.getByTestId('days-of-cover').textContent()).toBe('202.8 daysAt risk');

    // Show: At risk leaves the two (the Insulin, 10 a month, is not), and the address says so (a link can open it so).
    await choose(m, 'Show', 'At risk');
    await m.waitForURL((url) => url.searchParams.get('filter') === 'atRisk');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(2);
    // Fewest days of cover first: 25.4, then 202.8.
    await choose(m, 'Sort', 'Days of cover');
    await expect.poll(() => m.locator('input[aria-label="Sort"]:visible').inputValue()).toBe('Days of cover');
    await expect
      .poll(() => m.getByTestId('stock-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
      .toEqual([SALBUTAMOL, AMOXICILLIN]);
    await shots(m, 'usage-member-assigned-at-risk');
    expect(await seriousViolations(m)).toEqual([]);
    await choose(m, 'Show', 'All stocks');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(3);

    /* ---------- Reserve Drug Supply: the columns; a product added today has no history; filtered ---------- */
    await openMenu(m, 'Reserve Drug Supply', '/sure-supply-shield');
    const table = m.getByRole('table');
    await expect.poll(() => table.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['MONTHLY USAGE', 'DAYS OF COVER']));
    await m.getByRole('button', { name: 'Add products' }).click();
    const adding = m.getByRole('dialog', { name: 'Add products' });
    await adding.getByRole('checkbox', { name: EPINEPHRINE }).click();
    await adding.getByRole('button', { name: 'Add to reserve' }).click();
    await adding.waitFor({ state: 'hidden' });
    const rows = table.getByRole('row').filter({ has: m.getByRole('cell') });
    const added = rows.filter({ hasText: EPINEPHRINE });
    await expect.poll(() => added.getByTestId('monthly-usage').textContent()).toBe('Not enough history');
    expect(await added.getByTestId('days-of-cover').textContent()).toBe('Not enough history');
    expect(await added.getByTestId('at-risk').count()).toBe(0);
    await shots(m, 'usage-member-reserve');
    await choose(m, 'Show', 'At risk');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: SALBUTAMOL }).getByTestId('at-risk').textContent()).toBe('At risk');
    expect(await rows.filter({ hasText: AMOXICILLIN }).getByTestId('at-risk').textContent()).toBe('At risk');
    await shots(m, 'usage-member-reserve-at-risk');
    expect(await seriousViolations(m)).toEqual([]);

    /* ---------- the stock's page ---------- */
    await rows
      .filter({ hasText: SALBUTAMOL })
      .getByRole('link', { name: `Details of ${SALBUTAMOL}` })
      .click();
    await m.waitForURL(/\/stock\/[0-9a-f-]{36}$/);
    await expect.poll(visible(m.getByTestId('at-risk'))).toBe(true);
    expect(await m.getByTestId('monthly-usage').textContent()).toBe('360');
    expect(await m.getByTestId('days-of-cover').textContent()).toBe('25.4 daysAt risk');
    expect(await m.getByTestId('figures-explained').textContent()).toContain('At risk: under 30 days of cover, or fewer units than the par level.');
    await shots(m, 'usage-member-stock-page');
    expect(await seriousViolations(m)).toEqual([]);

    /* ---------- the dashboard counts them and opens the list filtered ---------- */
    await openMenu(m, 'Dashboard', '/');
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('2');
    await expect.poll(() => m.getByText('Under 30 days of cover, or under par').count()).toBe(1);
    await shots(m, 'usage-member-dashboard');
    await m.getByRole('link', { name: /Stocks at risk/ }).click();
    await m.waitForURL((url) => url.pathname === '/stock' && url.searchParams.get('filter') === 'atRisk');
    await expect.poll(() => m.getByTestId('stock-card').count()).toBe(2);
    expect(await m.locator('input[aria-label="Show"]:visible').inputValue()).toBe('At risk');

    /* ---------- in French ---------- */
    await m.getByTestId('language-switch').click();
    await expect.poll(() => m.locator('input[aria-label="Afficher"]:visible').inputValue()).toBe('À risque');
    const frCard = m.getByTestId('stock-card').filter({ hasText: SALBUTAMOL });
    expect(await frCard.getByTestId('monthly-usage').textContent()).toBe('360');
    expect(await frCard.getByTestId('days-of-cover').textContent()).toBe('25,4 joursÀ risque');
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
    const frAdded = m.getByRole('table').getByRole('row').filter({ hasText: EPINEPHRINE });
    await expect.poll(() => frAdded.getByTestId('monthly-usage').textContent()).toBe('Historique insuffisant');
    expect(await frAdded.getByTestId('days-of-cover').textContent()).toBe('Historique insuffisant');
    await choose(m, 'Trier', 'Jours de couverture');
    await narrowShot(m, 'usage-member-reserve-fr-390');
    await m.goto('/');
    await expect.poll(() => figure(m, 'Stocks à risque').textContent()).toBe('2');
    await expect.poll(() => m.getByText('Moins de 30 jours de couverture, ou sous le niveau de stock').count()).toBe(1);
    await shots(m, 'usage-member-dashboard-fr');
    expect(await seriousViolations(m)).toEqual([]);
    await m.getByTestId('language-switch').click();
    await expect.poll(() => figure(m, 'Stocks at risk').textContent()).toBe('2');
    expect(member.problems).toEqual([]);
    await m.context().close();
  });

  it.each([
    ['supplier', 'supplier@example.org', 5],
    ['distributor', 'distributor@example.org', 4],
    ['healthpro', 'healthpro@example.org', 5],
  ] as const)('%s: Member Stock with the figures, opened filtered from the dashboard', async (type, email, all) => {
    const { page, problems } = await signedIn(browser, email);
    // St. Michael's Salbutamol and Amoxicillin (after its order above), and Lakeshore's Insulin.
    await expect.poll(() => figure(page, 'Stocks at risk').textContent()).toBe('3');
    await shot(page, `usage-${type}-dashboard`);
    await page.getByRole('link', { name: /Stocks at risk/ }).click();
    await page.waitForURL((url) => url.pathname === '/members/stock' && url.searchParams.get('filter') === 'atRisk');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(3);
    const salbutamol = rows.filter({ hasText: SALBUTAMOL });
    expect(await salbutamol.textContent()).toContain("St. Michael's Community Hospital");
    expect(await salbutamol.getByTestId('at-risk').textContent()).toBe('At risk');
    expect(await salbutamol.getByTestId('monthly-usage').textContent()).toBe('360');
    // (160 + 170 + 180) / 3 = 170 a month; 150 × 30.44 / 170 = 26.86 → 26.9 days.
    const insulin = rows.filter({ hasText: INSULIN });
    expect(await insulin.textContent()).toContain('Lakeshore Family Health Team');
    expect(await insulin.getByTestId('monthly-usage').textContent()).toBe('170');
    expect(await insulin.getByTestId('days-of-cover').textContent()).toBe('26.9 daysAt risk');
    expect(await rows.filter({ hasText: AMOXICILLIN }).getByTestId('at-risk').count()).toBe(1);
    expect(await page.getByTestId('figures-explained').textContent()).toMatch(/^Monthly usage: units ordered per month over the last 3 whole months/);
    await shots(page, `usage-${type}-member-stock-at-risk`);
    expect(await seriousViolations(page)).toEqual([]);

    // Every stock it sees (the supplier's products, all of them; the distributor's, those with lots
    // at its depots: not the Epinephrine the member added, which has none), by days of cover:
    // 25.4, 26.9, 202.8, then St. Michael's Insulin (350 units at 10 a month: 1,065.4), then no figure.
    await choose(page, 'Show', 'All stocks');
    await choose(page, 'Sort', 'Days of cover');
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    // (Polled: the list may show every stock a moment before it is sorted.)
    const products = async () => (await rows.allInnerTexts()).map((text) => [SALBUTAMOL, INSULIN, AMOXICILLIN, EPINEPHRINE].find((p) => text.includes(p)));
    await expect.poll(products).toEqual([SALBUTAMOL, INSULIN, AMOXICILLIN, INSULIN, EPINEPHRINE].slice(0, all));
    expect(await page.getByRole('table').getByTestId('at-risk').count()).toBe(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
