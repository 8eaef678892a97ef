/**
 * Wastage on the dashboards, in the browser at 1366 and 390 px, axe-clean: units written off as
 * expired per month over the last twelve months, their value at each product's price, and the
 * totals (the API works the figures by hand: apps/api/src/modules/dashboard/wastage.test.ts). Two
 * months ago St. Michael's wrote off 10 Salbutamol ($6.85: $68.50), last month 40 Amoxicillin
 * ($0.42: $16.80) and 5 damaged Salbutamol (not wastage); Lakeshore 2 Insulin ($78.40: $156.80).
 */
import { monthStart, today } from '@rds/contract';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { writeOffDated } from '../apps/api/test/ledger.js';
import { beforePortalStarts } from './portal.js';
import { chromiumPath, launchBrowser, seriousViolations, shots, signedIn } from './support.js';

/** The 15th of the month `offset` months from this one, mid-afternoon (the same month in Toronto). */
const midMonth = (offset: number) => `${monthStart(today(), offset).slice(0, 8)}15T15:00:00Z`;

beforePortalStarts(async ({ dataDir, databaseUrl }) => {
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const lot = async (lotNumber: string) =>
      (await queryRows<{ id: string }>(handle.db, sql`select id from stock_units where lot_number = ${lotNumber}`))[0]!.id;
    await writeOffDated(handle.db, await lot('SAL-5521'), 10, 'EXPIRED', midMonth(-2));
    await writeOffDated(handle.db, await lot('AMX-24B03'), 40, 'EXPIRED', midMonth(-1));
    await writeOffDated(handle.db, await lot('SAL-5521'), 5, 'DAMAGED', midMonth(-1));
    await writeOffDated(handle.db, await lot('INS-0921'), 2, 'EXPIRED', midMonth(-1));
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

describe.skipIf(!chromiumPath)('wastage', () => {
  it('the administrator reads the programme’s, a month by month table for screen readers, the units too', async () => {
    const { page } = await signedIn(browser, 'healthpro@example.org');
    const card = page.getByTestId('wastage-card');
    await expect.poll(() => card.getByTestId('wastage-total-value').textContent()).toBe('$242.10');
    expect(await card.getByTestId('wastage-total-units').textContent()).toBe('52');
    const rows = card.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(13);
    // Last month: 40 Amoxicillin and 2 Insulin; the month before: 10 Salbutamol.
    expect(await rows.nth(11).getByRole('cell').allTextContents()).toEqual(['$173.60', '42']); // 16.80 + 156.80
    expect(await rows.nth(10).getByRole('cell').allTextContents()).toEqual(['$68.50', '10']);
    expect(await rows.nth(12).getByRole('cell').allTextContents()).toEqual(['$0.00', '0']);
    await card.scrollIntoViewIfNeeded();
    await shots(page, 'wastage-healthpro');
    await card.getByText('Units', { exact: true }).click();
    await expect.poll(() => card.getByRole('figure', { name: 'Units written off by month' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a member reads its own stocks’', async () => {
    const { page } = await signedIn(browser, 'member@example.org');
    const card = page.getByTestId('wastage-card');
    await expect.poll(() => card.getByTestId('wastage-total-value').textContent()).toBe('$85.30');
    expect(await card.getByTestId('wastage-total-units').textContent()).toBe('50');
    await shots(page, 'wastage-member');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a supplier’s dashboard has none', async () => {
    const { page } = await signedIn(browser, 'supplier@example.org');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await page.getByTestId('wastage-card').count()).toBe(0);
  });
});
