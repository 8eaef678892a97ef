/**
 * Expiry risk, end to end. The scenario is made through the API first, as the portal's users would
 * make it: St. Michael's (member) enrols Epinephrine, a new stock with no usage yet, and asks for a
 * par level of 40; the administrator approves; Northfield (supplier) proposes one lot of 40 units
 * at Toronto Central Depot expiring in 95 days; the member approves and the supplier marks it paid.
 * The ledger receives the lot and keeps its risk in the same transaction, as of the figures' day the
 * server's figures job stamped at start: with no usage, all 40 units are at risk ($96.10 each).
 * Then the member finds the lot on Expiry risk (English, then French, at 1366 and 390 px), the
 * horizon moves it in and out of view, the CSV holds it, and the supplier, the distributor whose
 * depot holds it and the administrator see it too; axe finds nothing serious on any of them.
 */
import { today } from '@rds/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  chromiumPath,
  lastCode,
  launchBrowser,
  NARROW,
  openMenu,
  resize,
  seriousViolations,
  shots,
  signedIn,
  visible,
  WIDE,
  type WatchedPage,
} from './support.js';

const LOT = 'EPI-RISK-7';
const inDays = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A session of the API of its own, signed in with the code from the outbox. */
async function apiAs(email: string, type: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api/auth/signin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('request', { email });
  const verified = await post('verify', { email, otp: lastCode(email) });
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api/${type}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await res.json()) as { success: boolean; message: string; data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${payload.message}`);
    return payload.data;
  };
}

let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath) return;
  browser = await launchBrowser();
  const member = await apiAs('member@example.org', 'member');
  const admin = await apiAs('healthpro@example.org', 'healthpro');
  const supplier = await apiAs('supplier@example.org', 'supplier');
  const { products } = await member<{ products: { _id: string; name: string }[] }>('GET', '/products?search=Epinephrine');
  const [stock] = await member<{ _id: string }[]>('POST', '/suresupply', { productIds: [products[0]!._id] });
  const request = await member<{ _id: string }>('POST', '/stock/increase', { stockId: stock!._id, requestedParLevel: 40, minimumExpiry: 1 });
  await admin('PATCH', `/stockrequest/${request._id}/approve`);
  const locations = await supplier<{ _id: string; name: string }[]>('GET', '/locationlist');
  const toronto = locations.find((l) => l.name === 'Toronto Central Depot')!;
  await supplier('PATCH', `/stockrequest/${request._id}/increase/approve`, {
    stocks: [{ locationId: toronto._id, lotNumber: LOT, expiry: inDays(95), assignedUnits: 40 }],
  });
  await member('PATCH', `/stockrequest/${request._id}/approve`);
  await supplier('PATCH', `/stockrequest/${request._id}/paid`);
  // The ledger kept the lot's risk as it came in.
  const risk = await member<{ lots: { lotNumber: string; unitsAtRisk: number; valueAtRisk: number }[] }>('GET', '/expiryrisk?months=12&limit=100');
  expect(risk.lots.find((lot) => lot.lotNumber === LOT)).toMatchObject({ unitsAtRisk: 40, valueAtRisk: 3844 });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const lotRow = (page: Page) => page.getByRole('row').filter({ hasText: LOT });

/**
 * axe's serious and critical findings: the whole page at 390 px, as the phones' scan reads every
 * screen, and the screen's own content (main) at 1366 px, where the chart and the table are widest
 * (the header's account button, the shell's, is left to the phones' scan). Back to 1366 px after.
 */
async function axeClean(page: Page, where: string) {
  await resize(page, NARROW);
  expect(await seriousViolations(page), `${where} at 390 px`).toEqual([]);
  await resize(page, WIDE);
  const wide = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document.querySelector('main')!, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  });
  expect(wide, `${where} at 1366 px`).toEqual([]);
}

describe.skipIf(!chromiumPath)('expiry risk', () => {
  it('the member finds the lot at risk, with its value, the chart and the export; in English and French, on a laptop and a phone', async () => {
    const member: WatchedPage = await signedIn(browser, 'member@example.org');
    const m = member.page;
    await openMenu(m, 'Expiry risk', '/expiryrisk');
    await expect.poll(visible(m.getByRole('heading', { name: 'Expiry risk', level: 1 }))).toBe(true);
    const row = lotRow(m);
    await expect.poll(visible(row)).toBe(true);
    expect(await row.innerText()).toMatch(/Epinephrine[\s\S]*40[\s\S]*40[\s\S]*\$3,844\.00/);
    await expect.poll(visible(m.getByText(/^Units projected to expire unused: each lot, in expiry order/))).toBe(true);
    // The chart's text alternative names every month of the horizon with its value and units.
    const chart = m.getByTestId('expiry-risk-chart');
    await expect.poll(() => chart.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(13);
    await m.getByText('Units', { exact: true }).first().click();
    await expect.poll(visible(m.getByRole('heading', { name: 'Units at risk by month' }))).toBe(true);
    await m.getByText('Value', { exact: true }).first().click();
    await axeClean(m, 'member, English');
    await shots(m, 'expiry-risk-member');

    // Six months still hold the lot (95 days); the summary follows the horizon.
    await m.getByText('6 months', { exact: true }).click();
    await expect.poll(() => m.getByText(/Lots expiring in the next 6 months/).count()).toBe(1);
    await expect.poll(visible(lotRow(m))).toBe(true);
    // Two years: 24 months on the chart, fewer of them named on a phone.
    await m.getByText('24 months', { exact: true }).click();
    await expect.poll(() => m.getByText(/Lots expiring in the next 24 months/).count()).toBe(1);
    await expect.poll(() => m.getByTestId('expiry-risk-chart').getByRole('table').getByRole('row').count()).toBe(25);
    await shots(m, 'expiry-risk-member-24');
    await m.getByText('12 months', { exact: true }).click();

    // The export: every lot at risk of the horizon, in the reader's language.
    const [download] = await Promise.all([m.waitForEvent('download'), m.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^expiry-risk-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFProduct,Lot,Location,Expiry,Units,Units recalled (stock),Units at risk,Value at risk');
    expect(csv).toContain(`Epinephrine auto-injector 0.3 mg,${LOT},Toronto Central Depot,${inDays(95)},40,0,40,3844\r\n`);

    // In French: the header's switch.
    await m.getByTestId('language-switch').click();
    await expect.poll(visible(m.getByRole('heading', { name: 'Risque de péremption', level: 1 }))).toBe(true);
    await expect.poll(visible(m.getByText(/^Unités qui devraient périmer sans être utilisées/))).toBe(true);
    expect(await lotRow(m).innerText()).toMatch(/3\s844,00\s\$/);
    await axeClean(m, 'member, French');
    await shots(m, 'expiry-risk-member-fr');
    await m.getByTestId('language-switch').click();
    await expect.poll(visible(m.getByRole('heading', { name: 'Expiry risk', level: 1 }))).toBe(true);
    expect(member.problems).toEqual([]);
  });

  it('the supplier, the distributor holding the lot and the administrator see it too', async () => {
    for (const [email, name] of [
      ['supplier@example.org', 'supplier'],
      ['distributor@example.org', 'distributor'],
      ['healthpro@example.org', 'administrator'],
    ] as const) {
      const watched = await signedIn(browser, email);
      const page = watched.page;
      await openMenu(page, 'Expiry risk', '/expiryrisk');
      await expect.poll(visible(lotRow(page))).toBe(true);
      expect(await lotRow(page).innerText()).toMatch(/St\. Michael's Community Hospital[\s\S]*\$3,844\.00/);
      await axeClean(page, name);
      await shots(page, `expiry-risk-${name}`);
      expect(watched.problems).toEqual([]);
    }
  });
});
