/**
 * The built portal under its Content-Security-Policy: every page renders with no violation, and a
 * member changes their e-mail address through the code sent to the new one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chromiumPath, dataDir, launchBrowser, openMenu, openPage, shot, signIn } from './support.js';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The code of the newest e-mail-change mail to `email`. */
function changeCode(email: string): string {
  const lines = readFileSync(path.join(dataDir(), 'outbox.jsonl'), 'utf8').trim().split('\n');
  const mail = lines
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
    .filter((m) => m.to === email && /Confirm your new/.test(m.subject))
    .at(-1);
  const code = mail?.text.match(/profile page: (\d{6})/)?.[1];
  if (!code) throw new Error(`no e-mail change code was mailed to ${email}`);
  return code;
}

describe.skipIf(!chromiumPath)('security in the browser', () => {
  it('serves the portal with a strict CSP that it satisfies', async () => {
    const response = await fetch(`${baseUrl()}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // WebAssembly may be compiled (the scan decoder, decision 022), JavaScript never evaluated nor inlined.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const { page, problems } = await openPage(browser);
    // Report every violation as a console error, which the watched page records as a problem.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await signIn(page, 'member2@example.org');
    for (const label of ['Dashboard', 'Products', 'Reserve Drug Supply', 'Notifications']) {
      await openMenu(page, label);
      expect(problems, label).toEqual([]);
    }
  });

  it('changes the e-mail address only with the code sent to the new one', async () => {
    const { page, problems } = await openPage(browser);
    const [oldEmail, newEmail] = ['member2@example.org', 'member2.new@example.org'];
    await signIn(page, oldEmail);

    // To the profile page from the account menu (a fresh page load would cut off the portal's
    // chunk loads), and both changes on it.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/me');
    const change = async (from: string, to: string) => {
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(from);
      await page.getByLabel('Email').fill(to);
      await page.getByRole('button', { name: 'Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your new e-mail address' });
      await dialog.waitFor();
      await shot(page, 'member-email-change');
      await dialog.getByLabel('Confirmation code').first().click();
      await page.keyboard.type(changeCode(to));
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(to);
    };
    await change(oldEmail, newEmail);
    await change(newEmail, oldEmail);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
