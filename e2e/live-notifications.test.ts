/**
 * Live notifications (decision 018): the member sits on the Notifications page while the
 * administrator, in a browser of their own, approves the member's par-level request. The member's
 * card and menu badge follow within 2 seconds, with no reload and no poll to wait for (the badge
 * polls only every 30 s while the stream is down). The stream is fed by PostgreSQL's LISTEN/NOTIFY or
 * by PGlite's own: when the run is on PostgreSQL, the journey runs on the embedded database as well.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { current, startPortal, type Portal } from './portal.js';
import { chromiumPath, launchBrowser, openMenu, signedIn, visible } from './support.js';

const PRODUCT = 'Amoxicillin 500 mg capsules';

const onPostgres = Boolean(inject('seededDatabase'));

let browser: Browser;
let embedded: { portal: Portal; dataDir: string } | undefined;
beforeAll(async () => {
  if (!chromiumPath) return;
  browser = await launchBrowser();
  // A portal of the file's own on an empty folder, which it migrates and seeds as `npm start` does.
  if (onPostgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rds-e2e-embedded-'));
    embedded = { dataDir, portal: await startPortal(dataDir) };
  }
});
afterAll(async () => {
  await browser?.close();
  await embedded?.portal.stop();
  if (embedded) rmSync(embedded.dataDir, { recursive: true, force: true });
});

/** Runs `journey` against another portal: the pages and the outbox support.ts reads are the current portal's. */
async function onPortal(portal: { baseUrl: string; dataDir: string }, journey: () => Promise<void>) {
  const own = { ...current };
  Object.assign(current, portal);
  try {
    await journey();
  } finally {
    Object.assign(current, own);
  }
}

describe.skipIf(!chromiumPath)('live notifications', () => {
  it("the member's list and badge show the administrator's decision within 2 s, without a reload", () => decisionSeenLive());

  it.runIf(onPostgres)('the same on the embedded database (PGlite), in a run on PostgreSQL', async () => {
    // The database is in the folder: the portal did not reach the run's PostgreSQL.
    expect(existsSync(path.join(embedded!.dataDir, 'pglite'))).toBe(true);
    await onPortal({ baseUrl: embedded!.portal.baseUrl, dataDir: embedded!.dataDir }, decisionSeenLive);
  });

  async function decisionSeenLive() {
    const member = await signedIn(browser, 'member@example.org');
    const m = member.page;
    // The request is made through the API with the member's own session; the decision is the subject here.
    const requestId = await m.evaluate(async (product) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      const stocks = await (await fetch(`/api/member/stocks?search=${encodeURIComponent(product)}`, { headers })).json();
      const stock = stocks.data.stocks[0];
      const body = JSON.stringify({ stockId: stock._id, requestedParLevel: stock.parLevel + 25, minimumExpiry: 6 });
      return (await (await fetch('/api/member/stock/increase', { method: 'POST', headers, body })).json()).data._id as string;
    }, PRODUCT);

    await openMenu(m, 'Notifications', '/notifications');
    const badge = m.getByRole('navigation', { name: 'Main menu' }).getByLabel(/unseen/);
    const unseenOnBadge = async () => ((await badge.count()) === 0 ? 0 : Number((await badge.getAttribute('aria-label'))!.split(' ')[0]));
    await expect.poll(unseenOnBadge).toBeGreaterThan(0);
    const before = await unseenOnBadge();
    const approved = m
      .getByTestId('notification-card')
      .filter({ hasText: `The par-level request for ${PRODUCT}` })
      .filter({ hasText: 'was approved' });
    expect(await approved.count()).toBe(0);
    // Marks this document: a reload would lose it.
    await m.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const admin = await signedIn(browser, 'healthpro@example.org');
    const a = admin.page;
    await a.goto(`/parlevel/${requestId}`);
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => a.getByTestId('stock-request-status').textContent()).toBe('Approved');

    await expect.poll(visible(approved.first()), { timeout: 2000, interval: 50 }).toBe(true);
    await expect.poll(unseenOnBadge, { timeout: 2000, interval: 50 }).toBe(before + 1);
    expect(await m.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(member.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await m.context().close();
    await a.context().close();
  }
});
