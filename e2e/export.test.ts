/**
 * Export of a list through the real portal: the administrator searches and sorts Products, clicks
 * Export and gets a CSV file of every matching product in the order on screen (UTF-8 with a BOM,
 * headers as on screen); when the server cannot make the file, the button shows it is working,
 * then an error says what to do.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, shot, signIn } from './support.js';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!chromiumPath)('export a list', () => {
  it('administrator: Products searched and sorted, exported whole as CSV; a failed export says so', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'healthpro@example.org');
    await openMenu(page, 'Products', '/product');

    // A product's row holds its Product ID (RDS-...).
    const rows = page.getByRole('row').filter({ hasText: /RDS-\d+/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    // The search applies once the box has rested (1 s).
    const searched = page.waitForResponse((r) => r.url().includes('/products?') && r.url().includes('search=lin') && r.url().includes('sort=name'));
    await page.locator('input[aria-label="Sort"]:visible').click();
    await page.getByRole('option', { name: 'Name' }).click();
    await page.locator('input[aria-label="Search"]:visible').fill('lin');
    await searched;
    await page.waitForLoadState('networkidle');
    const shown = (await rows.allInnerTexts()).map((text) => /RDS-\d+/.exec(text)![0]);
    // Amoxicillin, Insulin, Salbutamol (Ventolin) by name: the search leaves Epinephrine out.
    expect(shown).toEqual(['RDS-1001', 'RDS-1003', 'RDS-1002']);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Product ID,GTIN,Product,Brand,Supplier,Contract number,Price,Status');
    // Every matching product, in the order on screen (the Product ID column is the screen's second).
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    await shot(page, 'export-products');

    // The server fails: the button is busy while it waits, then a red toast says what went wrong and what to do.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/healthpro/products.csv*', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The database is busy', code: 'INTERNAL', data: null }),
      });
    });
    const button = page.getByRole('button', { name: 'Export' });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 5000 }).toBe('true');
    release();
    const toast = page.getByText(/The export did not complete\. The database is busy\. Try again in a moment/);
    await toast.waitFor();
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 5000 }).toBe('false');
    await shot(page, 'export-failed');

    // The refused export is the only problem (its 503, and the console line Chromium writes for it).
    expect(problems.filter((p) => !p.includes('products.csv') && !p.includes('503'))).toEqual([]);
  });
});
