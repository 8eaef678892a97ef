/** The login page stays light: what it loads, gzipped, under the budget (code is split per portal). */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openPage } from './support.js';

const LOGIN_JS_BUDGET_KB = 200;

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!chromiumPath)('bundle budget', () => {
  it(`/login loads under ${LOGIN_JS_BUDGET_KB} KB of JavaScript, gzipped, and none of the portals`, async () => {
    const { page, problems } = await openPage(browser);
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        const body = await response.body();
        // The server may already send it compressed; measure the gzipped size either way.
        scripts.set(response.url(), response.headers()['content-encoding'] === 'gzip' ? body : gzipSync(body));
      }
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const kb = [...scripts.values()].reduce((sum, gz) => sum + gz.length, 0) / 1024;
    expect(kb).toBeGreaterThan(20); // it did measure something
    expect(kb).toBeLessThan(LOGIN_JS_BUDGET_KB);
    const names = [...scripts.keys()].map((url) => path.basename(new URL(url).pathname));
    for (const portal of ['DashboardPage', 'member-', 'healthpro-', 'supplier-', 'distributor-']) {
      expect(
        names.some((name) => name.startsWith(portal)),
        `${portal} loaded on /login`,
      ).toBe(false);
    }
    expect(problems).toEqual([]);
    console.log(`/login loads ${scripts.size} scripts, ${kb.toFixed(1)} KB gzipped`);
    await page.context().close();
  });
});
