/**
 * The wire's budgets (decision 012): what a page loads of JavaScript, gzipped. The login page stays
 * light (the portals, the toasts and the dashboard are separate chunks); a portal's first screen
 * loads its portal, its shell and the screen, and the chart's code only with the dashboard that
 * draws it.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, lastCode, launchBrowser, mainMenu, openPage, signIn } from './support.js';

/*
 * The login page's 150 KB. The entry holds React and react-dom (most of it), i18next with react-i18next,
 * react-router, Mantine's provider, button and inputs with their shared chunk, TanStack Query,
 * intl-messageformat's formatter and the sign-in catalogue; the login page itself is a few small
 * chunks. ICU messages arrive parsed (decision 012), so no parser loads, and zod loads only with a
 * form.
 */
const LOGIN_JS_BUDGET_KB = 150;
/**
 * The first screen's 300 KB, on the administrator's dashboard with its Orders per month chart drawn: the
 * login page's runtime, the portal's shell and the chunk of components its screens share, the
 * English portal catalogue with its parsed messages, Floating UI under Mantine's menus and
 * popovers, more of Mantine and TanStack Query's hooks, the dashboard with its chart (a few boxes
 * it draws itself, decision 012), dayjs and a few icons. No form, zod, dialog or charts library.
 */
const FIRST_SCREEN_JS_BUDGET_KB = 300;

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every script the page loads: its file name and gzipped size (whatever encoding it came in). */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    // Playwright hands over the decoded body; the budget counts it gzipped.
    pending.push(
      response.body().then(
        (body) => void scripts.set(path.basename(new URL(response.url()).pathname), gzipSync(body).length),
        (error: Error) => void scripts.set(`${path.basename(new URL(response.url()).pathname)} (unread: ${error.message})`, 0),
      ),
    );
  });
  return {
    names: () => [...scripts.keys()],
    kb: async () => {
      // Response events of the last chunks can trail the network going idle.
      await page.waitForTimeout(1000);
      await Promise.all(pending);
      return [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    },
    reset: () => scripts.clear(),
  };
}

describe.skipIf(!chromiumPath)('bundle budget', () => {
  it(`/login loads under ${LOGIN_JS_BUDGET_KB} KB of JavaScript, gzipped, and none of the portals, toasts or the dashboard`, async () => {
    const { page, problems } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const kb = await scripts.kb();
    expect(kb).toBeGreaterThan(20); // it did measure something
    expect(kb).toBeLessThan(LOGIN_JS_BUDGET_KB);
    for (const chunk of ['DashboardPage', 'member-', 'healthpro-', 'supplier-', 'distributor-', 'Notifications']) {
      expect(
        scripts.names().some((name) => name.startsWith(chunk)),
        `${chunk} loaded on /login`,
      ).toBe(false);
    }
    expect(problems).toEqual([]);
    console.log(`/login loads ${scripts.names().length} scripts, ${kb.toFixed(1)} KB gzipped`);
    await page.context().close();
  });

  it(`a portal's first screen (the dashboard, with its chart) loads under ${FIRST_SCREEN_JS_BUDGET_KB} KB of JavaScript, gzipped`, async () => {
    const { page: signingIn, problems } = await openPage(browser);
    await signIn(signingIn, 'healthpro@example.org');
    // The first screen as a signed-in user opens it: a fresh page load of the portal.
    const page = await signingIn.context().newPage();
    const scripts = recordScripts(page);
    await page.goto('/');
    await page.getByText('Orders per month').waitFor();
    await page.getByRole('figure', { name: 'Orders per month' }).waitFor();
    await page.waitForLoadState('networkidle');
    const kb = await scripts.kb();
    expect(kb).toBeLessThan(FIRST_SCREEN_JS_BUDGET_KB);
    console.log(`the administrator's first screen loads ${scripts.names().length} scripts, ${kb.toFixed(1)} KB gzipped`);

    // A screen without a chart does not load the chart (it is the dashboard's own code).
    const fresh = await page.context().newPage();
    const second = recordScripts(fresh);
    await fresh.goto('/notifications');
    await fresh.waitForLoadState('networkidle');
    expect(await second.kb()).toBeGreaterThan(20);
    expect(second.names().some((name) => name.startsWith('DashboardPage'))).toBe(false);
    expect(problems).toEqual([]);
    await signingIn.context().close();
  });

  it('signing in, and an address in the portal, open on the screen at once: the menu is drawn first, never the loading screen', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill('member@example.org');
    await page.getByRole('button', { name: /code/i }).click();
    await page.waitForURL('**/verify');
    // From the code on: which comes first into the document, the portal's menu or a loader (role=status).
    const watchFirstDrawn = () => {
      const watch = new MutationObserver(() => {
        const menu = document.querySelector('nav');
        if (!menu && !document.querySelector('[role="status"]')) return;
        (window as unknown as { firstDrawn: string }).firstDrawn = menu ? 'menu' : 'loader';
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    };
    const firstDrawn = () => page.evaluate(() => (window as unknown as { firstDrawn?: string }).firstDrawn);
    await page.evaluate(watchFirstDrawn);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(lastCode('member@example.org'));
    await mainMenu(page).waitFor();
    expect(await firstDrawn(), 'after the code').toBe('menu');

    await page.addInitScript(watchFirstDrawn);
    for (const address of ['/', '/order', '/stock']) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      expect(await firstDrawn(), address).toBe('menu');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
