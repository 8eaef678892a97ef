/**
 * Every screen of every portal on phones (390 x 844 and 320 x 640): nothing scrolls sideways
 * (`scrollWidth <= innerWidth`, the header included), no button or badge has its label cut short,
 * there is one h1 and a document title per screen, and axe-core finds no serious or critical
 * violation (scanned at 390 px; the count is printed). French, whose words run longer, is checked
 * again at 320 px. One signed-in page per
 * portal is reused for all its screens: each is opened inside the running portal, as its links open
 * it, at 390 px and then narrowed to 320 px; the four portals run at once. Detail screens take the
 * ids of records the demo data holds, read through the API as the signed-in user. With
 * E2E_SCREENSHOTS set, pictures at 320 px land in e2e/screenshots/phone-*.png.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, chromiumPath, clippedLabels, launchBrowser, openPage, resize, seriousViolations, shot, sidewaysOverflow, signIn } from './support.js';

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

type Portal = 'member' | 'supplier' | 'distributor' | 'healthpro';

const EMAILS: Record<Portal, string> = {
  member: 'member@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
  healthpro: 'healthpro@example.org',
};

/** The list screens of each portal (every menu entry and the extra lists). */
const LISTS: Record<Portal, string[]> = {
  member: [
    '/',
    '/me',
    '/product',
    '/sure-supply-shield',
    '/stock',
    '/stockrequests',
    '/stockreplenishments',
    '/stockreplacements',
    '/order',
    '/expiryrisk',
    '/member',
    '/redistribution',
    '/notifications',
    '/contact',
    '/stocktransfers',
    '/adjustments',
    '/recalls',
  ],
  supplier: [
    '/',
    '/me',
    '/parlevel',
    '/order',
    '/notifications',
    '/members/stock',
    '/stock',
    '/replenishment',
    '/stockreplacements',
    '/location',
    '/product',
    '/supplychain',
    '/expiringlots',
    '/expiryrisk',
    '/contact',
    '/stocktransfers',
    '/counts',
    '/adjustments',
    '/recalls',
  ],
  distributor: [
    '/',
    '/me',
    '/product',
    '/members/stock',
    '/order',
    '/expiringlots',
    '/expiryrisk',
    '/location',
    '/notifications',
    '/contact',
    '/stocktransfers',
    '/counts',
    '/adjustments',
    '/recalls',
  ],
  healthpro: [
    '/',
    '/me',
    '/product',
    '/supplier',
    '/member',
    '/members/stock',
    '/distributor',
    '/locations',
    '/order',
    '/expiringlots',
    '/expiryrisk',
    '/redistribution',
    '/supplyrisk',
    '/notifications',
    '/query',
    '/stocktransfers',
    '/replenishment',
    '/counts',
    '/adjustments',
    '/stockreplacements',
    '/recalls',
  ],
};

/** The pages of records with a timeline: each shows a History section. */
const RECORD_PAGE = /^\/(order|stocktransfer|location|parlevel|supplychain|stockrequests|stockreplenishment|stockreplacement|recall)\/[0-9a-f-]{36}/;

const firstId = (rows: { _id: string | null }[] | undefined) => rows?.find((r) => r._id)?._id ?? null;

/** The detail screens of each portal, for the records the user can see now. */
async function detailScreens(page: Page, portal: Portal): Promise<string[]> {
  const paths: (string | null)[] = [];
  const orders = await api<{ orders: { _id: string }[] }>(page, 'GET', '/orders?limit=1');
  const orderId = firstId(orders.orders);
  const transfers = await api<{ transfers?: { _id: string }[] }>(page, 'GET', '/stocktransfers?limit=1').catch(() => ({ transfers: [] }));
  const transferId = firstId(transfers.transfers);
  if (transferId) paths.push(`/stocktransfer/${transferId}`);
  if (portal !== 'distributor') {
    const replacements = await api<{ requests: { _id: string }[] }>(page, 'GET', '/stockreplacements?limit=1');
    const replacementId = firstId(replacements.requests);
    if (replacementId) paths.push(`/stockreplacement/${replacementId}`);
  }
  if (portal === 'member') {
    const stocks = await api<{ stocks: { _id: string }[] }>(page, 'GET', '/stocks?limit=1');
    paths.push(stocks.stocks[0] ? `/stock/${stocks.stocks[0]._id}` : null);
    paths.push(orderId ? `/order/${orderId}/processed` : null);
    const requests = await api<{ requests: { _id: string }[] }>(page, 'GET', '/stockrequests?limit=1');
    paths.push(requests.requests[0] ? `/stockrequests/${requests.requests[0]._id}/comments` : null);
    const tasks = await api<{ requests: { _id: string }[] }>(page, 'GET', '/stockreplenishments?limit=1');
    paths.push(tasks.requests[0] ? `/stockreplenishment/${tasks.requests[0]._id}/comments` : null);
  }
  if (portal === 'supplier') {
    paths.push(orderId ? `/order/${orderId}/new` : null, orderId ? `/order/${orderId}/completed` : null);
    const requests = await api<{ requests: { _id: string }[] }>(page, 'GET', '/stockrequests?limit=1');
    paths.push(requests.requests[0] ? `/parlevel/${requests.requests[0]._id}` : null);
    const chains = await api<{ supplychain: { _id: string | null }[] }>(page, 'GET', '/supplychain?limit=50');
    const chainId = firstId(chains.supplychain);
    paths.push(chainId ? `/supplychain/${chainId}` : null);
    const stocks = await api<{ stocks: { _id: string }[] }>(page, 'GET', '/stocks?limit=1');
    paths.push(stocks.stocks[0] ? `/stock/${stocks.stocks[0]._id}` : null);
  }
  if (portal === 'distributor') {
    paths.push(orderId ? `/order/${orderId}/new` : null);
    // A count's sheet: one opened for the scan (the demo data has none), at the distributor's first location.
    const [place] = await api<{ _id: string }[]>(page, 'GET', '/locationlist');
    if (place) paths.push(`/count/${(await api<{ _id: string }>(page, 'POST', '/counts', { locationId: place._id }))._id}`);
  }
  if (portal === 'healthpro') {
    paths.push(orderId ? `/order/${orderId}/processed` : null);
    const locations = await api<{ locations: { _id: string }[] }>(page, 'GET', '/locations?limit=1');
    paths.push(locations.locations[0] ? `/location/${locations.locations[0]._id}` : null);
    const requests = await api<{ requests: { _id: string }[] }>(page, 'GET', '/stockrequests?limit=1');
    paths.push(requests.requests[0] ? `/parlevel/${requests.requests[0]._id}` : null);
    const products = await api<{ products: { supplyChainId: string | null }[] }>(page, 'GET', '/products?limit=100');
    const chainId = products.products.find((p) => p.supplyChainId)?.supplyChainId;
    paths.push(chainId ? `/supplychain/${chainId}` : null);
  }
  if (portal === 'supplier' || portal === 'healthpro') {
    // A recall's page: a draft made for the scan (the demo data has none), of the first product the caller may recall.
    const products = await api<{ products: { _id: string }[] }>(page, 'GET', '/products?limit=1');
    const productId = products.products[0]?._id;
    const recall = productId
      ? await api<{ _id: string }>(page, 'POST', '/recalls', { productId, class: 'II', action: 'RETURN', reason: 'Checked on phones', respondBy: '2099-12-31' })
      : null;
    paths.push(recall ? `/recall/${recall._id}` : null);
  }
  return paths.filter((p): p is string => !!p);
}

interface Finding {
  screen: string;
  problem: string;
}

/**
 * Counts the page's requests in flight. `quiet()` waits until none has been in flight for half a
 * second: Playwright's `networkidle` does the same, but only after a load, not after a move inside
 * the page, and a screen's code and data arrive one after the other within milliseconds.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => (request: Request) => {
    // The live notification stream stays open by design (decision 018): it is never "in flight".
    if (request.url().includes('/notifications/stream?')) return;
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async function quiet(quietMs = 500) {
    const deadline = Date.now() + 20_000;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`${inFlight} requests still in flight after 20 s on ${page.url()}`);
      await page.waitForTimeout(50);
    }
  };
}

/**
 * Opens a screen inside the running portal, as its own links do (the router follows the history),
 * and waits until it has settled: its address, its own h1, no call in flight. A move costs the
 * browser a fifth of a fresh load, and axe, loaded once, stays in the page. The router draws the
 * next screen in a transition, so the screen before stays on view until the next is ready: the
 * h1s on view are marked first, and only an unmarked one is the new screen's (each route's screen
 * is drawn afresh: PortalShell keys it by its path).
 */
async function open(page: Page, path: string, quiet: () => Promise<void>) {
  const moved = await page.evaluate((to) => {
    if (location.pathname === to) return false;
    document.querySelectorAll('h1').forEach((h1) => (h1.dataset.screenBefore = ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page
    .locator(moved ? 'h1:not([data-screen-before])' : 'h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch((error: Error) => {
      throw new Error(`${path}: ${error.message}`);
    });
  await quiet();
}

/** What does not fit the window on the screen as it is now: sideways scrolling, labels cut short. */
async function misfits(page: Page, screen: string): Promise<Finding[]> {
  const overflow = await sidewaysOverflow(page);
  const clipped = await clippedLabels(page);
  return [
    ...(overflow > 0 ? [{ screen, problem: `scrolls sideways by ${overflow}px` }] : []),
    ...clipped.map((name) => ({ screen, problem: `"${name}" cut short` })),
  ];
}

/** A screen's picture name: /order/1/new as -order-1-new, / as -dashboard. */
const pictured = (screen: string) => screen.replace(/\//g, '-').replace(/-$/, '') || '-dashboard';

let browser: Browser;
let scans = 0;
let violations = 0;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  console.log(`axe: ${scans} screens scanned, ${violations} serious or critical violations`);
  await browser?.close();
});

describe.skipIf(!chromiumPath)('phones and accessibility, every screen', () => {
  it('the sign-in pages fit 320 px (the six code boxes too), name every box and pass axe', async () => {
    const { page } = await openPage(browser);
    const findings: Finding[] = [];
    for (const size of PHONES) {
      await page.setViewportSize(size);
      await page.goto('/login');
      await page.locator('h1').waitFor();
      expect(await page.title()).toBe('Sign in · Reserve Drug Supply');
      if ((await sidewaysOverflow(page)) > 0) findings.push({ screen: `/login @${size.width}`, problem: 'scrolls sideways' });
      if (size.width === 390) {
        scans += 1;
        for (const v of await seriousViolations(page)) findings.push({ screen: '/login', problem: v });
      }
    }
    await page.getByLabel(/e-?mail/i).fill('member@example.org');
    await page.getByRole('button', { name: /code/i }).click();
    await page.waitForURL('**/verify');
    for (const size of PHONES) {
      await page.setViewportSize(size);
      for (let digit = 1; digit <= 6; digit += 1) {
        const box = page.getByLabel(`Digit ${digit} of 6`);
        const bounds = await box.boundingBox();
        expect(bounds, `digit ${digit} @${size.width}`).not.toBeNull();
        expect(bounds!.x + bounds!.width, `digit ${digit} inside the screen @${size.width}`).toBeLessThanOrEqual(size.width);
      }
      if ((await sidewaysOverflow(page)) > 0) findings.push({ screen: `/verify @${size.width}`, problem: 'scrolls sideways' });
      if (size.width === 320) await shot(page, 'phone-320-verify');
    }
    scans += 1;
    for (const v of await seriousViolations(page)) findings.push({ screen: '/verify', problem: v });
    violations += findings.filter((f) => !f.problem.startsWith('scrolls')).length;
    expect(findings).toEqual([]);
  }, 120_000);

  it("the administrator's History dialogs (a product's; an account's, with its Activity) fit 390 and 320 px and pass axe", async () => {
    const { page } = await openPage(browser);
    const quiet = trackRequests(page);
    await signIn(page, EMAILS.healthpro);
    const findings: Finding[] = [];
    for (const [screen, button] of [
      ['/product', /^History of /],
      ['/member', /^History of /],
    ] as const) {
      await resize(page, PHONES[0]);
      await open(page, screen, quiet);
      await page.getByRole('button', { name: button }).first().click();
      const dialog = page.getByRole('dialog');
      // Loaded: its events, or the line that says there are none yet.
      const loaded = () => dialog.getByTestId('timeline-event').or(dialog.getByText('Nothing recorded yet')).first().waitFor();
      await loaded();
      const tabs = screen === '/member' ? ['History', 'Activity'] : ['History'];
      for (const tab of tabs) {
        if (tabs.length > 1) await dialog.getByRole('tab', { name: tab }).click();
        await loaded();
        await quiet();
        for (const size of PHONES) {
          await resize(page, size);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) findings.push({ screen: `${screen} ${tab} dialog @${size.width}`, problem: `scrolls sideways by ${overflow}px` });
        }
        scans += 1;
        const serious = await seriousViolations(page);
        violations += serious.length;
        for (const v of serious) findings.push({ screen: `${screen} ${tab} dialog`, problem: v });
        await shot(page, `phone-320-healthpro${screen.replace(/\//g, '-')}-${tab.toLowerCase()}-dialog`);
        await resize(page, PHONES[0]);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it('the Scan a pack dialog and a lot field after a scan fit 390 px and pass axe', async () => {
    const { page } = await openPage(browser);
    await signIn(page, EMAILS.member);
    await resize(page, PHONES[0]);
    const { orders } = await api<{ orders: { _id: string; status: string; lotNumber: string }[] }>(page, 'GET', '/orders?limit=100');
    const shipped = orders.find((order) => order.status === 'PACKAGED')!;
    await page.goto(`/order/${shipped._id}/processed`);
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Confirm receipt?' });
    const field = receipt.getByLabel(/Lot received/);
    // A lot other than the one shipped, typed: the warning under the field.
    await field.fill(`${shipped.lotNumber}-X`);
    await field.blur();
    await receipt.getByTestId('scan-notice').waitFor();
    const findings: Finding[] = [];
    const check = async (screen: string) => {
      scans += 1;
      const serious = await seriousViolations(page);
      violations += serious.length;
      for (const v of serious) findings.push({ screen, problem: v });
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) findings.push({ screen, problem: `scrolls sideways by ${overflow}px` });
    };
    await check('receipt with a lot warning');
    await shot(page, 'phone-390-member-receipt-scan');
    await receipt.getByRole('button', { name: 'Scan a pack' }).click();
    const camera = page.getByRole('dialog', { name: 'Scan a pack' });
    // Headless Chromium has no camera: the dialog says so.
    await camera.getByText('No camera was found on this device', { exact: false }).waitFor();
    await check('scan dialog');
    await shot(page, 'phone-390-member-scan-dialog');
    expect(findings).toEqual([]);
  }, 120_000);

  // The four portals at once, each in its own page (and renderer): a screen's load mostly waits.
  it.concurrent.for(Object.keys(EMAILS) as Portal[])(
    '%s: no sideways scroll nor label cut short at 390 and 320 px (and in French at 320), one h1 and a title per screen, no serious axe violation',
    { timeout: 300_000 },
    async (portal, { expect }) => {
      const { page } = await openPage(browser);
      const quiet = trackRequests(page);
      await signIn(page, EMAILS[portal]);
      const screens = [...LISTS[portal], ...(await detailScreens(page, portal))];
      const findings: Finding[] = [];
      const [wide, narrow] = PHONES;
      for (const screen of screens) {
        // Opened at 390 px and checked there, then narrowed to 320 px as a phone turned or a window
        // dragged narrower would be: one opening per screen serves both widths. The first screen is
        // the one signed in on at 1366 px: resize waits for its side menu to finish folding away.
        await resize(page, wide);
        await open(page, screen, quiet);
        findings.push(...(await misfits(page, `${screen} @${wide.width}`)));
        const h1s = await page.locator('h1').count();
        if (h1s !== 1) findings.push({ screen, problem: `${h1s} h1 elements` });
        const title = await page.title();
        if (!/^.+ · Reserve Drug Supply$/.test(title)) findings.push({ screen, problem: `document title "${title}"` });
        // Every record's page shows its History (decision 023), scanned with the rest of the screen.
        if (RECORD_PAGE.test(screen)) {
          // The section comes with the record, which a loaded machine may draw after the page's heading.
          const history = page.getByRole('heading', { name: 'History' });
          await history
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => {});
          if ((await history.count()) !== 1) findings.push({ screen, problem: 'no History section' });
        }
        scans += 1;
        const serious = await seriousViolations(page);
        violations += serious.length;
        for (const v of serious) findings.push({ screen, problem: v });

        await resize(page, narrow);
        findings.push(...(await misfits(page, `${screen} @${narrow.width}`)));
        await shot(page, `phone-320-${portal}${pictured(screen)}`);
      }
      // French words run longer: every screen again at 320 px, where they have the least room.
      await page.getByTestId('language-switch').click();
      await page.locator('html[lang="fr-CA"]').waitFor({ state: 'attached' });
      for (const screen of screens) {
        await open(page, screen, quiet);
        findings.push(...(await misfits(page, `${screen} @${narrow.width} in French`)));
        await shot(page, `phone-320-fr-${portal}${pictured(screen)}`);
      }
      expect(findings).toEqual([]);
    },
  );
});
