/**
 * Expiring lots, end to end, across four user types. Lakeshore Family Health Team (member2) holds
 * insulin lot INS-0921, about five months from expiry; it sets its expiry lot preference to 6 months
 * on its profile. The administrator runs the job now: an expiring-lot order waits for the member's
 * approval. The member approves it from its Orders (the lot leaves its reserve); the distributor
 * whose location holds the lot ships it; the member confirms receipt; the supplier and the
 * administrator read 'Completed'. Pictures at 1366 and 390 px wide; nothing scrolls sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openMenu, shot, signedIn, visible } from './support.js';

const LOT = 'INS-0921';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page) => page.getByRole('row').filter({ hasText: LOT });

describe.skipIf(!chromiumPath)('expiring lots', () => {
  it('the administrator runs the job, the member approves, the distributor ships, the member confirms receipt', async () => {
    /* ---------- member2: a 6-month window on its profile ---------- */
    const member = await signedIn(browser, 'member2@example.org');
    const m = member.page;
    await openMenu(m, 'Dashboard', '/');
    await m.goto('/me');
    const preference = m.getByLabel('Expiry lot preference (months)');
    await expect.poll(visible(preference)).toBe(true);
    await preference.fill('6');
    await m.getByRole('button', { name: 'Update' }).click();
    await expect.poll(visible(toast(m, /updated/i))).toBe(true);

    /* ---------- administrator: Run now ---------- */
    const admin = await signedIn(browser, 'healthpro@example.org');
    const a = admin.page;
    await openMenu(a, 'Expiring Lots', '/expiringlots');
    await a.getByRole('button', { name: 'Run now' }).click();
    await expect.poll(visible(toast(a, /expiring-lot orders? created/))).toBe(true);
    await expect.poll(() => row(a).getByText('Waiting for member approval').count()).toBe(1);
    await shot(a, 'expiring-admin-list');
    await narrowShot(a, 'expiring-admin-list-narrow');

    /* ---------- member2: the order waits in Orders; Approve ---------- */
    await openMenu(m, 'Orders', '/order');
    const mine = row(m);
    await expect.poll(() => mine.getByText('Expiring lot').count()).toBe(1);
    await expect.poll(() => mine.getByText('Waiting for member approval').count()).toBe(1);
    await shot(m, 'expiring-member-orders');
    await mine.getByRole('button', { name: /^Approve Order No\. \d+$/ }).click();
    const confirm = m.getByRole('dialog', { name: 'Send this expiring lot back?' });
    await expect.poll(visible(confirm.getByText(LOT, { exact: false }))).toBe(true);
    await shot(m, 'expiring-member-approve');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Expiring-lot order approved'))).toBe(true);
    await expect.poll(() => mine.getByText('Approved by member').count()).toBe(1);
    expect(member.problems).toEqual([]);

    /* ---------- supplier: the distributor ships this one ---------- */
    const supplier = await signedIn(browser, 'supplier@example.org');
    const s = supplier.page;
    await openMenu(s, 'Expiring Lots', '/expiringlots');
    await expect.poll(() => row(s).getByText('Distributor ships').count()).toBe(1);
    expect(await row(s).getByRole('button', { name: 'Ship' }).count()).toBe(0);

    /* ---------- distributor: Ship ---------- */
    const distributor = await signedIn(browser, 'distributor@example.org');
    const d = distributor.page;
    await openMenu(d, 'Expiring Lots', '/expiringlots');
    await expect.poll(visible(row(d).getByRole('button', { name: 'Ship' }))).toBe(true);
    await shot(d, 'expiring-distributor-list');
    await narrowShot(d, 'expiring-distributor-list-narrow');
    await row(d).getByRole('button', { name: 'Ship' }).click();
    await expect.poll(visible(toast(d, 'Order dispatched'))).toBe(true);
    await expect.poll(() => row(d).getByText('Waiting for confirmation').count()).toBe(1);
    expect(distributor.problems).toEqual([]);

    /* ---------- member2: Confirm receipt ---------- */
    await m.reload();
    await expect.poll(() => mine.getByText('Waiting for confirmation').count()).toBe(1);
    await mine.getByRole('link').first().click();
    await m.waitForURL(/\/order\/[0-9a-f-]{36}\/processed$/);
    await m.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = m.getByRole('dialog', { name: 'Confirm receipt?' });
    await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
    await receipt.waitFor({ state: 'hidden' });
    await expect.poll(visible(toast(m, 'Order received'))).toBe(true);

    /* ---------- supplier and administrator: Completed ---------- */
    await s.reload();
    await expect.poll(() => row(s).getByText('Completed').count()).toBe(1);
    await a.reload();
    await expect.poll(() => row(a).getByText('Completed').count()).toBe(1);
    await shot(s, 'expiring-supplier-completed');
    expect(supplier.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
