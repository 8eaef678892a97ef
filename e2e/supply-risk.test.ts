/**
 * Supply-chain risk, through the administrator's portal, on the demo data: salbutamol first (one
 * location holds it all, a partner flagged red, under 30 days of cover), then amoxicillin (one
 * distributor's two locations), epinephrine (no units) and insulin (three locations of two
 * distributors: no risk). The rule is said in one line; a search narrows the list; the export holds
 * the rows in the screen's order; a flag leads to its supply chain. In French too, on a phone, and
 * axe finds nothing serious at 390 px. Pictures at 1366 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openMenu, resize, seriousViolations, shot, signedIn, visible, NARROW, WIDE } from './support.js';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The product rows on screen (table rows on a wide screen, cards on a phone), by the product's name. */
const productRows = (page: Page) => page.locator('tr:visible, [role="listitem"]:visible').filter({ has: page.getByTestId('risk-mark') });
const rowOf = (page: Page, product: string) => productRows(page).filter({ hasText: product });
const names = async (page: Page) =>
  (await productRows(page).allInnerTexts()).map((text) => ['Salbutamol', 'Amoxicillin', 'Epinephrine', 'Insulin'].find((name) => text.includes(name)));

describe.skipIf(!chromiumPath)('supply-chain risk', () => {
  it('the administrator reads each product’s risk, most at risk first, searches, exports, and follows a flag to its chain', async () => {
    const { page, problems } = await signedIn(browser, 'healthpro@example.org');
    await openMenu(page, 'Supply-chain risk', '/supplyrisk');
    await expect.poll(visible(page.getByRole('heading', { name: /Supply-chain risk/ }))).toBe(true);
    await expect.poll(() => productRows(page).count()).toBe(4);

    // The risk order and each product's mark.
    expect(await names(page)).toEqual(['Salbutamol', 'Amoxicillin', 'Epinephrine', 'Insulin']);
    const salbutamol = rowOf(page, 'Salbutamol');
    for (const reason of ['One location', 'Red flag', 'Low cover']) expect(await salbutamol.getByTestId('risk-mark').textContent()).toContain(reason);
    expect(await rowOf(page, 'Amoxicillin').getByTestId('risk-mark').textContent()).toContain('One distributor');
    expect(await rowOf(page, 'Epinephrine').getByTestId('risk-mark').textContent()).toContain('No units');
    expect(await rowOf(page, 'Insulin').getByTestId('risk-mark').textContent()).toContain('No risk');
    // The rule, in one line, and how the figures are made.
    expect(await page.getByTestId('risk-rule').innerText()).toMatch(/^Most at risk first: no units, or one location or one distributor/);
    await expect.poll(visible(page.getByText(/Days of cover = available units ÷ \(its stocks' monthly usage ÷ 30\.44\)/))).toBe(true);
    // Who holds salbutamol, its flags, units and days of cover (300 units at 360 a month: 300 x 30.44 / 360).
    expect(await salbutamol.getByTestId('locations').innerText()).toMatch(/Toronto Central Depot\s+300 units/);
    expect(await salbutamol.getByTestId('distributors').innerText()).toMatch(/TransCanada Medical Logistics\s+300 units/);
    expect(await salbutamol.getByTestId('flags').textContent()).toMatch(/Red\s*Laval Inhalation Plant/);
    expect(await salbutamol.getByTestId('days-of-cover').innerText()).toBe('25.4 days');
    expect(await rowOf(page, 'Epinephrine').getByTestId('days-of-cover').innerText()).toBe('No usage');
    expect(await rowOf(page, 'Insulin').getByTestId('locations').innerText()).toContain('Winnipeg Distribution Centre');
    await shot(page, 'supply-risk-1366');
    // axe at 390 px, as every screen is scanned (e2e/phones-and-axe.test.ts).
    await resize(page, NARROW);
    expect(await seriousViolations(page)).toEqual([]);
    await narrowShot(page, 'supply-risk-390');

    // A search narrows the list (Amoxicillin, Insulin, and Ventolin's salbutamol); the export holds every matching row, in the screen's order.
    const searched = page.waitForResponse((r) => r.url().includes('/supplyrisk?') && r.url().includes('search=lin'));
    await page.locator('input[aria-label="Search"]:visible').fill('lin');
    await searched;
    await expect.poll(() => names(page)).toEqual(['Salbutamol', 'Amoxicillin', 'Insulin']);
    expect(await page.locator('input[aria-label="Sort"]:visible').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^supply-risk-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!)).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Product ID,Product,Brand,Supplier,Risk,Distributors,Locations,Flags,Units,Available units,Units recalled,Monthly usage,Days of cover',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['RDS-1002', 'RDS-1001', 'RDS-1003']);
    expect(lines[1]).toContain('One location; Red flag; Low cover');

    // A flag leads to the product's supply chain.
    await rowOf(page, 'Salbutamol').getByRole('link', { name: 'View supply chain of Salbutamol inhaler 100 mcg' }).click();
    await page.waitForURL(/\/supplychain\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page.getByRole('region', { name: 'Manufacturing Facilities' }).getByText('Laval Inhalation Plant'))).toBe(true);

    // In French, on a phone.
    await page.goBack();
    await page.getByTestId('language-switch').click();
    await expect.poll(visible(page.getByRole('heading', { name: /Risque d’approvisionnement/ }))).toBe(true);
    await resize(page, NARROW);
    await page.locator('input[aria-label="Rechercher"]:visible').fill('');
    await expect.poll(() => productRows(page).count()).toBe(4);
    expect(await rowOf(page, 'Salbutamol').getByTestId('risk-mark').textContent()).toMatch(/Un seul emplacement.*Drapeau rouge.*Couverture faible/);
    expect(await rowOf(page, 'Salbutamol').getByTestId('days-of-cover').innerText()).toBe('25,4 jours');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'supply-risk-fr-390');
    await resize(page, WIDE);
    await shot(page, 'supply-risk-fr-1366');
    await page.getByTestId('language-switch').click();
    expect(problems).toEqual([]);
  });
});
