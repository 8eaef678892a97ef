/**
 * A failed list is never mistaken for an empty one: the member's Stock Requests list call fails
 * (the server answers 503), the page says what failed and offers Try again; once the server
 * answers, Try again shows the list again. A portal whose code never arrives: the page draws its
 * loader after the spec's 5,000 ms of rehydration, and after 120,000 ms says the page is taking too
 * long, with Reload (the browser's clock is run forward, not waited for).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, narrowShot, openPage, shot, signIn, visible } from './support.js';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!chromiumPath)('a list that fails to load', () => {
  it('shows an error state with Try again, distinct from the empty state, and recovers', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'member@example.org');
    let failing = true;
    await page.route('**/api/member/stockrequests*', async (route) => {
      if (!failing) return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'INTERNAL', message: 'The service is unavailable; try again in a moment.', data: null }),
      });
    });
    await page.goto('/stockrequests');
    const failure = page.getByRole('alert').filter({ hasText: 'The stock requests could not be loaded' });
    await expect.poll(visible(failure), { timeout: 20_000 }).toBe(true);
    await expect.poll(visible(failure.getByText('The service is unavailable; try again in a moment.'))).toBe(true);
    expect(await page.getByText('No stock requests yet').count()).toBe(0);
    await shot(page, 'failures-list-error');

    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    // The list is back: its count in words (any number; the count is not what this checks).
    await expect.poll(visible(page.getByText(/^\d+ stock requests?$/)), { timeout: 20_000 }).toBe(true);
    expect(await failure.count()).toBe(0);
  });

  it('draws after 5,000 ms when the portal’s code is slow, and shows the route error after 120,000 ms', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'member@example.org');
    // A fresh load of the signed-in portal whose own chunk never answers.
    const fresh = await page.context().newPage();
    // Paused before the page loads: only runFor moves its time, however slow this machine is. The
    // clock is the context's, so the signed-in page has it too and runs on meanwhile: the pause is
    // set well ahead of the install, never in that page's past.
    const installedAt = new Date('2026-03-02T09:00:00Z');
    await fresh.clock.install({ time: installedAt });
    await fresh.clock.pauseAt(new Date(installedAt.getTime() + 60_000));
    await fresh.route('**/assets/member-*.js', () => {});
    const asked = fresh.waitForRequest('**/assets/member-*.js');
    await fresh.goto('/', { waitUntil: 'domcontentloaded' });
    await asked;
    await new Promise((r) => setTimeout(r, 800));
    const loader = fresh.getByRole('status').filter({ hasText: 'Loading' });

    await fresh.clock.runFor(4_900);
    expect(await fresh.locator('#root').innerHTML()).toBe(''); // still restoring: nothing drawn yet
    await fresh.clock.runFor(100);
    await expect.poll(visible(loader)).toBe(true);

    await fresh.clock.runFor(115_000);
    const slow = fresh.getByText('The page is taking too long to load', { exact: true });
    await expect.poll(visible(slow)).toBe(true);
    expect(await fresh.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await loader.count()).toBe(0);
    await fresh.clock.resume(); // the pictures wait on animation frames
    await shot(fresh, 'failures-slow-chunk');
    await narrowShot(fresh, 'failures-slow-chunk-narrow');
  });
});
