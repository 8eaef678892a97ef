/**
 * API keys through the real portal. A member creates a read-only key on the profile, sees it once
 * and copies it; the list shows it Active and never used. A system then calls with it: it may read
 * (GET stocks: 200) and not write (POST query: 403), and the list shows when it was last used. The
 * member revokes it through its dialog, and the next call with it is refused (401). The profile
 * reads in French too. An administrator acting as the member may not create a key.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actAs,
  baseUrl,
  chromiumPath,
  launchBrowser,
  NARROW,
  narrowShot,
  openMenu,
  resize,
  seriousViolations,
  shot,
  shots,
  signedIn,
  visible,
  WIDE,
} from './support.js';

const MEMBER = { email: 'member@example.org', name: "St. Michael's Community Hospital" };
const KEY_NAME = `Pharmacy inventory system ${String(Date.now()).slice(-5)}`;
/** The spec's dates: `Nov 26, 2026`, and with the time `Nov 26, 2026 14:05`. */
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;
const DATE_TIME = /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/;

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A call from the member's own system: the key in Authorization, as the dialog says. */
function callWithKey(key: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  return fetch(`${baseUrl()}/api/member${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The profile, through the header's account menu. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/me');
}

/**
 * axe's serious and critical findings with a dialog open, at 390 px as the phones' scan reads every
 * screen (e2e/phones-and-axe.test.ts opens no dialog); back to 1366 px after.
 */
async function axeOnAPhone(page: Page): Promise<string[]> {
  await resize(page, NARROW);
  const found = await seriousViolations(page);
  await resize(page, WIDE);
  return found;
}

/** The words in each cell of the key's row (a badge's, as written: the screen shows it in capitals). */
const cellsOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name }).getByRole('cell').allTextContents();

describe.skipIf(!chromiumPath)('API keys', () => {
  it('member: a read-only key shown once and copied, used to read but not write, then revoked and refused', async () => {
    const { page, problems } = await signedIn(browser, MEMBER.email);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await openProfile(page);

    const section = page.getByRole('region', { name: 'API keys' });
    await expect.poll(visible(section.getByText('No keys yet'))).toBe(true);
    const docs = section.getByRole('link', { name: 'API documentation (opens in a new tab)' });
    expect(await docs.getAttribute('href')).toBe('/api/docs');
    expect(await docs.getAttribute('target')).toBe('_blank');
    await shots(page, 'api-keys-empty');

    // A key needs a name; it is read only for 90 days unless chosen otherwise.
    await section.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(visible(form.getByText('Give the key a name'))).toBe(true);
    expect(await axeOnAPhone(page)).toEqual([]);
    expect(await form.getByRole('radio', { name: 'Read only' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: '90 days' }).isChecked()).toBe(true);
    await form.getByLabel('Name').fill(KEY_NAME);
    await shot(page, 'api-keys-create-1366');
    await form.getByRole('button', { name: 'Create key' }).click();

    // The key, once, with the warning; Copy puts it on the clipboard.
    const created = page.getByRole('dialog', { name: 'Your new API key' });
    const field = created.getByLabel(`Key “${KEY_NAME}”`);
    await expect.poll(() => field.inputValue()).toMatch(/^rdsk_[A-Za-z0-9_-]{43}$/);
    const key = await field.inputValue();
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await expect.poll(visible(created.getByText('It will not be shown again.', { exact: false }))).toBe(true);
    await created.getByRole('button', { name: 'Copy key' }).click();
    await expect.poll(visible(created.getByRole('button', { name: 'Copied' }))).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await axeOnAPhone(page)).toEqual([]);
    await shot(page, 'api-keys-new-key-1366', { fullPage: false });
    await narrowShot(page, 'api-keys-new-key-390');
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'hidden' });

    // Listed without the key itself: its first characters, Active, never used.
    await expect.poll(() => cellsOf(page, KEY_NAME)).toHaveLength(8);
    const [name, access, start, createdOn, expiresOn, lastUsed, status, action] = await cellsOf(page, KEY_NAME);
    expect({ name, access, start, lastUsed, status, action }).toEqual({
      name: KEY_NAME,
      access: 'Read only',
      start: `${key.slice(0, 12)}…`,
      lastUsed: 'Never',
      status: 'Active',
      action: 'Revoke',
    });
    expect(createdOn).toMatch(DATE);
    expect(expiresOn).toMatch(DATE);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await section.innerText()).not.toContain(key);

    // The member's system reads with it, and may not write.
    expect((await callWithKey(key, 'GET', '/stocks')).status).toBe(200);
    const write = await callWithKey(key, 'POST', '/query', { subject: 'From our inventory system', message: 'A write with a read-only key' });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toContain('may only read');

    await page.reload();
    await expect.poll(async () => (await cellsOf(page, KEY_NAME))[5]).toMatch(DATE_TIME);
    await shots(page, 'api-keys-listed');

    // Revoked after a confirmation that names it; the next call with it is refused.
    await section.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await expect.poll(visible(confirm.getByText(KEY_NAME))).toBe(true);
    expect(await axeOnAPhone(page)).toEqual([]);
    await shot(page, 'api-keys-revoke', { fullPage: false });
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: `The key “${KEY_NAME}” is revoked.` });
    await expect.poll(visible(toast)).toBe(true);
    await expect.poll(async () => (await cellsOf(page, KEY_NAME))[6]).toBe('Revoked');
    expect(await section.getByRole('button', { name: `Revoke ${KEY_NAME}` }).count()).toBe(0);
    expect((await callWithKey(key, 'GET', '/stocks')).status).toBe(401);

    // The same section in French: its words and dates, and the dialog.
    await toast.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('language-switch').click();
    const french = page.getByRole('region', { name: 'Clés d’API' });
    await expect.poll(visible(french)).toBe(true);
    expect(await cellsOf(page, KEY_NAME)).toEqual([
      KEY_NAME,
      'Lecture seule',
      `${key.slice(0, 12)}…`,
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Révoquée',
      '',
    ]);
    await shots(page, 'api-keys-fr');
    await french.getByRole('button', { name: 'Créer une clé' }).click();
    await page.getByRole('dialog', { name: 'Créer une clé d’API' }).waitFor();
    await narrowShot(page, 'api-keys-create-fr-390');
    expect(problems).toEqual([]);
  });

  it('an administrator acting as the member sees the keys and may not create one', async () => {
    const { page, problems } = await signedIn(browser, 'healthpro@example.org');
    await openMenu(page, 'Members');
    await actAs(page, MEMBER.email, MEMBER.name);
    await openProfile(page);

    const section = page.getByRole('region', { name: 'API keys' });
    await expect.poll(visible(section.getByRole('row').filter({ hasText: KEY_NAME }))).toBe(true);
    const create = section.getByRole('button', { name: 'Create key' });
    expect(await create.isDisabled()).toBe(true);
    expect(await section.getByText('Keys cannot be created while acting as someone else', { exact: false }).isVisible()).toBe(true);
    await shot(page, 'api-keys-acting-1366');
    expect(problems).toEqual([]);
  });
});
