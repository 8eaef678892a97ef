/**
 * A count of a big location, and a count cancelled. Toronto Central Depot is given 60 more lots of
 * the member's amoxicillin before the portal starts (63 in all, so the sheet shows 50 a page). The
 * distributor opens a count there: the figures are the whole count's; a pack's code scanned into
 * the lot field finds insulin lot INS-0730, which sorts onto the second page, through the search;
 * it is counted there, and kept while the distributor goes back to all lines and saves. Then the
 * count is abandoned: Cancel count, with a note, after a confirm; nothing moved, its History says
 * so, and the location may be counted again.
 */
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { receiveLot } from '../apps/api/src/modules/stock/ledger.js';
import { beforePortalStarts } from './portal.js';
import { api, chromiumPath, launchBrowser, openMenu, seriousViolations, shots, signedIn, visible, WIDE } from './support.js';

const LOCATION = 'Toronto Central Depot';
const INSULIN_GTIN = '09501101530034';
const FAR_LOT = 'INS-0730';

beforePortalStarts(async ({ dataDir, databaseUrl }) => {
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const [at] = await queryRows<{ location: string; stock: string }>(
      handle.db,
      sql`select u.location_id as location, u.stock_id as stock from stock_units u where u.lot_number = 'AMX-24A17'`,
    );
    await handle.db.transaction(async (tx) => {
      for (let i = 1; i <= 60; i++) {
        const lotNumber = `AMX-BIG-${String(i).padStart(3, '0')}`;
        const expiry = dayjs().add(12, 'month').add(i, 'day').format('YYYY-MM-DD');
        await receiveLot(tx, { stockId: at!.stock, locationId: at!.location, lotNumber, expiry, units: 10 }, { reason: 'SEED' });
      }
    });
  } finally {
    await handle.close();
  }
});

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const counted = (page: Page, lot: string) => page.getByLabel(`Units counted of lot ${lot}`);
const line = (page: Page, lot: string) => page.locator(`[data-testid="count-line"][data-lot="${lot}"]`);
const expected = async (page: Page, lot: string) => ((await line(page, lot).locator('td').nth(2).textContent()) ?? '').replace(/[^0-9]/g, '');

describe.skipIf(!chromiumPath)('a count of a big location, then cancelled', () => {
  it('pages the lines, finds a scanned lot on another page, keeps what was typed; Cancel count frees the location', async () => {
    const distributor = await signedIn(browser, 'distributor@example.org');
    const d = distributor.page;
    await d.setViewportSize(WIDE);
    await openMenu(d, 'Counts', '/counts');
    await d.getByRole('button', { name: 'New count' }).click();
    const dialog = d.getByRole('dialog', { name: 'New count' });
    await dialog.getByLabel('Location').click();
    await d.getByRole('option', { name: LOCATION }).click();
    await dialog.getByRole('button', { name: 'Start counting' }).click();
    await d.waitForURL(/\/count\/[0-9a-f-]{36}$/);
    const id = new URL(d.url()).pathname.split('/').pop()!;

    // The first page: 50 of the 63 lines; the figures are the whole count's.
    await expect.poll(visible(counted(d, 'AMX-24A17'))).toBe(true);
    expect(await d.getByTestId('count-line').count()).toBe(50);
    expect(await d.getByTestId('count-summary-counted').textContent()).toBe('0 / 63');
    expect(await d.getByTestId('count-summary-uncounted').textContent()).toBe('63');
    expect(await counted(d, FAR_LOT).count()).toBe(0);
    // Counted as the books say: no variance, no reason needed.
    const amox = await expected(d, 'AMX-24A17');
    await counted(d, 'AMX-24A17').fill(amox);

    // A pack's code scanned into the lot field: its lot is on the second page, found by the search.
    await d.getByTestId('count-lot-field').fill(`(01)${INSULIN_GTIN}(10)${FAR_LOT}`);
    await d.getByTestId('count-lot-field').press('Enter');
    await expect.poll(() => counted(d, FAR_LOT).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await d.getByTestId('count-lines-search').textContent()).toContain(`1 line matches “${FAR_LOT}”`);
    const insulin = await expected(d, FAR_LOT);
    await d.keyboard.type(insulin);
    await shots(d, 'count-big-found-by-scan');

    // Back to every line, and the next page from the pager: both lines as typed.
    await d.getByRole('button', { name: 'Show all lines' }).click();
    await expect.poll(() => d.getByTestId('count-line').count()).toBe(50);
    expect(await counted(d, 'AMX-24A17').inputValue()).toBe(amox);
    await d.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => d.getByTestId('count-line').count()).toBe(13);
    expect(await counted(d, FAR_LOT).inputValue()).toBe(insulin);
    await d.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => d.getByTestId('count-summary-counted').textContent()).toBe('2 / 63');
    await shots(d, 'count-big-page-two');

    // Abandoned: Cancel count, confirmed, with why.
    await d.getByRole('button', { name: 'Cancel count' }).click();
    const confirm = d.getByRole('dialog', { name: 'Cancel this count?' });
    await confirm.getByLabel('Why (optional)').fill('Started before the delivery was shelved');
    await shots(d, 'count-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel count' }).click();
    await expect.poll(() => d.getByTestId('count-status').first().textContent()).toBe('Cancelled');
    await expect.poll(visible(d.getByText('This count was cancelled; the books are unchanged.'))).toBe(true);
    expect(await d.getByRole('button', { name: 'Save' }).count()).toBe(0);
    const history = await api<{ events: { event: string }[] }>(d, 'GET', `/timeline/count/${id}`);
    expect(history.events.map((e) => e.event).sort()).toEqual(['count.cancel', 'count.open', 'count.save']);
    await shots(d, 'count-cancelled');
    expect(await seriousViolations(d)).toEqual([]);

    // The list: Lines, Counted and Variance; the location may be counted again.
    await openMenu(d, 'Counts', '/counts');
    const row = d.getByRole('row').filter({ hasText: LOCATION }).filter({ hasText: 'Cancelled' });
    await expect.poll(visible(row)).toBe(true);
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['63', '2', '0']));
    await shots(d, 'count-list-figures');
    await d.getByRole('button', { name: 'New count' }).click();
    await dialog.getByLabel('Location').click();
    await d.getByRole('option', { name: LOCATION }).click();
    await dialog.getByRole('button', { name: 'Start counting' }).click();
    await d.waitForURL((url) => /\/count\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(id));
    await expect.poll(() => d.getByTestId('count-status').first().textContent()).toBe('Open');
    expect(distributor.problems).toEqual([]);
  });
});
