/**
 * A failed list is never mistaken for an empty one: the member's Stock Requests list call fails
 * (the server answers 503), the page says what failed and offers Try again; once the server
 * answers, Try again shows the list again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openPage, shot, signIn, visible } from './support.js';

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
});
