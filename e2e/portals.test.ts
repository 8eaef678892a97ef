/**
 * One journey per user type through the real portal: sign in with the code from the outbox,
 * see exactly that type's menu, open every entry without a console error or a failed request,
 * update the profile, send a contact message (where the menu has Contact), and log out. Axe scans
 * the shell and dashboard at 1366 px.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, mainMenu, MENUS, menuLabels, openMenu, openPage, seriousViolations, shot, signIn } from './support.js';

const EMAILS = {
  member: 'member@example.org',
  healthpro: 'healthpro@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
} as const;

const picture = path.resolve(import.meta.dirname, '../apps/api/src/db/demo-assets/avatar-distributor.png');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!chromiumPath)('the four portals', () => {
  it.each(Object.keys(MENUS) as (keyof typeof MENUS)[])('%s: sign in, menu, every entry, profile, contact, logout', async (type) => {
    const { page, problems } = await openPage(browser);
    await signIn(page, EMAILS[type]);

    const menu = mainMenu(page);
    expect(await menuLabels(page)).toEqual(MENUS[type]);
    // The shell on a laptop (header, side menu, the dashboard), as e2e/phones-and-axe.test.ts scans every screen on phones.
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${type}-dashboard`);

    for (const label of MENUS[type]) {
      await openMenu(page, label);
      await expect.poll(() => page.locator('main h1, main h2, h1').first().isVisible()).toBe(true);
      expect(problems, `${type} → ${label}`).toEqual([]);
    }

    // Profile: change the phone and the picture.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/me');
    // The form fills in once the profile has loaded; typing before that would be overwritten.
    await expect.poll(() => page.getByLabel('Phone').inputValue()).not.toBe('');
    const phone = `416-555-${String(Date.now()).slice(-4)}`;
    await page.getByLabel('Phone').fill(phone);
    await page.locator('input[type=file]').setInputFiles(picture);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Profile updated').isVisible()).toBe(true);
    await shot(page, `${type}-profile`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.phone).toBe(phone);
    expect(stored.profilePic).toMatch(/^uploads\//);

    if ((MENUS[type] as readonly string[]).includes('Contact')) {
      await menu.getByRole('link', { name: 'Contact' }).click();
      await page.getByLabel('Subject').fill(`Question from the ${type}`);
      await page.getByLabel('Message').fill('Can someone call us about next month?');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.getByText('Thank you, your message has been sent').isVisible()).toBe(true);
      await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('');
      await shot(page, `${type}-contact`);
    }
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/notifications');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('member: opening an unseen notification marks it seen and lowers the badge', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, EMAILS.member);
    const badge = page.getByRole('navigation', { name: 'Main menu' }).getByLabel(/unseen/);
    const before = Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
    await page.getByRole('link', { name: /^Notifications/ }).click();
    // Any unseen 'Order dispatched' will do.
    await page.getByText('Order dispatched').first().click();
    await page.waitForURL('**/order/*/processed');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect.poll(async () => ((await badge.count()) === 0 ? 0 : Number((await badge.getAttribute('aria-label'))!.split(' ')[0]))).toBe(before - 1);
    await shot(page, 'member-notifications-after');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
