/**
 * A recall end to end. The supplier recalls insulin lot INS-0815 (the member's, at the
 * distributor's Mississauga Warehouse) from Recalls: New recall (a draft), then Activate, whose
 * confirmation says what it does and whose answer is the trace (1 member, 1 location, the lot's
 * units). The member finds it on its dashboard as an alert and acknowledges it there, then reads the
 * recall once in French and sees its units apart on Expiry risk; the distributor, told of it, disposes of the lot's units as returned (more
 * than remain is refused first); the supplier closes the recall. Pictures at 1366 and 390 px of each
 * screen on the way, with axe on each.
 */
import type { Browser, Page } from 'playwright-core';
import { today } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, seriousViolations, shots, signIn, visible, WIDE, type WatchedPage } from './support.js';

const INSULIN = 'Insulin glargine 100 U/mL';
const LOT = 'INS-0815';
const LOCATION = 'Mississauga Warehouse';
const REASON = 'Particulate matter reported by the manufacturer in vials of this lot.';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function daysFromToday(days: number): string {
  const [year, month, day] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "2,000" → 2000. */
const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

describe.skipIf(!chromiumPath)('a recall', () => {
  let supplier: WatchedPage;
  let member: WatchedPage;
  let distributor: WatchedPage;

  it('the supplier recalls a lot, the member acknowledges, the distributor returns the units, the supplier closes it', async () => {
    /* ---------- supplier: New recall (a draft), then Activate ---------- */
    supplier = await openPage(browser);
    const s = supplier.page;
    await s.setViewportSize(WIDE);
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Recalls', '/recalls');
    await s.getByRole('button', { name: 'New recall' }).click();
    const form = s.getByRole('dialog', { name: 'New recall' });
    await form.getByLabel('Product').first().click();
    await s.getByRole('option', { name: new RegExp(`^${INSULIN}`) }).click();
    // Nothing is sent without lots, a reason and a date.
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(visible(form.getByText('Name at least one lot, or recall every lot.'))).toBe(true);
    expect(supplier.problems).toEqual([]);
    await form.getByTestId('recall-lots').click();
    await s.getByRole('option', { name: new RegExp(`^${LOT}:`) }).click();
    await s.keyboard.press('Escape');
    await form.getByText('Class I', { exact: true }).click();
    await form.getByLabel('Reason').fill(REASON);
    await form.getByLabel('Respond by').fill(daysFromToday(14));
    await shots(s, 'recall-supplier-new');
    expect(await seriousViolations(s)).toEqual([]);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await s.waitForURL(/\/recall\/[0-9a-f-]{36}$/);
    const recallPath = new URL(s.url()).pathname;
    await expect.poll(() => s.getByTestId('recall-status').first().textContent()).toBe('Draft');
    await expect.poll(() => s.getByTestId('recall-lots').textContent()).toBe(LOT);
    const title = (await s.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const recallName = /Recall #\d+/.exec(title)![0];
    await shots(s, 'recall-supplier-draft');
    expect(await seriousViolations(s)).toEqual([]);

    await s.getByRole('button', { name: 'Activate' }).click();
    const confirm = s.getByRole('dialog', { name: `Activate ${recallName}?` });
    await expect.poll(visible(confirm.getByTestId('activate-effects'))).toBe(true);
    expect(await confirm.getByTestId('activate-effects').textContent()).toContain('Freezes every unit of these lots');
    await shots(s, 'recall-supplier-activate');
    await confirm.getByRole('button', { name: 'Activate the recall' }).click();
    const activated = s.getByRole('dialog', { name: `${recallName} is in force` });
    await expect.poll(visible(activated.getByTestId('recall-summary'))).toBe(true);
    expect(await activated.getByTestId('summary-members').textContent()).toBe('1');
    expect(await activated.getByTestId('summary-locations').textContent()).toBe('1');
    const located = count(await activated.getByTestId('summary-units').textContent());
    expect(located).toBeGreaterThan(0);
    await shots(s, 'recall-supplier-activated');
    expect(await seriousViolations(s)).toEqual([]);
    await activated.getByRole('button', { name: 'See the trace' }).click();
    await expect.poll(() => s.getByTestId('recall-status').first().textContent()).toBe('Active');
    const traceRow = s.getByTestId('trace-lot').filter({ hasText: LOCATION });
    await expect.poll(async () => count(await traceRow.getByTestId('units-located').textContent())).toBe(located);
    // The supplier keeps no units there: no Dispose for it, and Close waits for the units.
    expect(await s.getByRole('button', { name: new RegExp(`^Dispose of lot ${LOT}`) }).count()).toBe(0);
    await shots(s, 'recall-supplier-trace');
    expect(await seriousViolations(s)).toEqual([]);
    expect(supplier.problems).toEqual([]);

    /* ---------- member: the dashboard's alert, Acknowledge; the recall in French ---------- */
    member = await openPage(browser);
    const m = member.page;
    await m.setViewportSize(WIDE);
    await signIn(m, 'member@example.org');
    const alert = m.getByTestId('recall-alert').filter({ hasText: recallName });
    await expect.poll(visible(alert)).toBe(true);
    expect(await alert.textContent()).toContain(INSULIN);
    await shots(m, 'recall-member-dashboard');
    expect(await seriousViolations(m)).toEqual([]);
    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(visible(toast(m, /acknowledged/i))).toBe(true);
    await expect.poll(() => alert.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    await alert.getByRole('link', { name: new RegExp(recallName) }).click();
    await m.waitForURL((url) => url.pathname === recallPath);
    await expect.poll(() => m.getByTestId('task-status').first().textContent()).toBe('Acknowledged');
    await expect.poll(visible(m.getByText(REASON))).toBe(true);
    await shots(m, 'recall-member-recall');
    expect(await seriousViolations(m)).toEqual([]);
    // The same screen in French.
    await m.getByTestId('language-switch').click();
    await expect.poll(() => m.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Rappel no \d+ : /);
    await expect.poll(() => m.getByTestId('task-status').first().textContent()).toBe('Prise en compte');
    await shots(m, 'recall-member-recall-fr');
    expect(await seriousViolations(m)).toEqual([]);
    await m.getByTestId('language-switch').click();
    await expect.poll(() => m.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Recall #\d+: /);
    // Expiry risk leaves the frozen lot out and says its units apart.
    await openMenu(m, 'Expiry risk', '/expiryrisk');
    await expect.poll(visible(m.getByTestId('expiry-risk-recalled'))).toBe(true);
    expect(await m.getByTestId('expiry-risk-recalled').textContent()).toBe(
      `${located} units recalled expiring in this horizon: frozen, so left out of the risk`,
    );
    expect(await m.getByText(LOT, { exact: true }).count()).toBe(0);
    await shots(m, 'recall-member-expiry-risk');
    expect(await seriousViolations(m)).toEqual([]);
    expect(member.problems).toEqual([]);

    /* ---------- distributor: told of it; disposes of the lot's units as returned ---------- */
    distributor = await openPage(browser);
    const d = distributor.page;
    await d.setViewportSize(WIDE);
    await signIn(d, 'distributor@example.org');
    await openMenu(d, 'Notifications', '/notifications');
    await d
      .getByTestId('notification-card')
      .filter({ hasText: recallName.replace('Recall #', '') })
      .first()
      .click();
    await d.waitForURL((url) => url.pathname === recallPath);
    await openMenu(d, 'Recalls', '/recalls');
    const row = d.getByRole('row').filter({ hasText: recallName });
    await expect.poll(visible(row)).toBe(true);
    await shots(d, 'recall-distributor-list');
    expect(await seriousViolations(d)).toEqual([]);
    await row.getByRole('link', { name: `Act ${recallName}` }).click();
    await d.waitForURL((url) => url.pathname === recallPath);
    await d.getByRole('button', { name: `Dispose of lot ${LOT} at ${LOCATION}` }).click();
    const dispose = d.getByRole('dialog', { name: `Dispose of lot ${LOT}` });
    await dispose.getByLabel('Units').fill(String(located + 1));
    await dispose.getByLabel('Reference').fill('RA-2026-118');
    await dispose.getByRole('button', { name: 'Record disposition' }).click();
    await expect.poll(visible(dispose.getByText(`Only ${located.toLocaleString('en-US')} units remain on this lot.`))).toBe(true);
    await dispose.getByLabel('Units').fill(String(located));
    await shots(d, 'recall-distributor-dispose');
    expect(await seriousViolations(d)).toEqual([]);
    await dispose.getByRole('button', { name: 'Record disposition' }).click();
    await dispose.waitFor({ state: 'hidden' });
    await expect.poll(async () => count(await d.getByTestId('trace-lot').getByTestId('units-remaining').textContent())).toBe(0);
    await expect.poll(async () => count(await d.getByTestId('trace-lot').getByTestId('units-returned').textContent())).toBe(located);
    await expect.poll(visible(d.getByTestId('recall-disposition').filter({ hasText: 'RA-2026-118' }))).toBe(true);
    await shots(d, 'recall-distributor-disposed');
    expect(await seriousViolations(d)).toEqual([]);
    expect(distributor.problems).toEqual([]);

    /* ---------- supplier: everything is accounted for; Close ---------- */
    await s.reload();
    await expect.poll(visible(s.getByText('Every located unit is accounted for.'))).toBe(true);
    await s.getByRole('button', { name: 'Close recall' }).click();
    const closing = s.getByRole('dialog', { name: 'Close this recall?' });
    await closing.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => s.getByTestId('recall-status').first().textContent()).toBe('Closed');
    await expect.poll(visible(s.getByText(/^Closed on /))).toBe(true);
    await shots(s, 'recall-supplier-closed');
    await openMenu(s, 'Recalls', '/recalls');
    await expect.poll(visible(s.getByRole('row').filter({ hasText: recallName }).getByTestId('recall-status').filter({ hasText: 'Closed' }))).toBe(true);
    await shots(s, 'recall-supplier-list');
    expect(await seriousViolations(s)).toEqual([]);
    expect(supplier.problems).toEqual([]);
  });
});
