/** What every browser journey needs: Chromium, a page that records problems, and sign-in by e-mail code. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { current } from './portal.js';

// Chromium's headless shell (Debian's chromium-headless-shell) draws the same pages as the full
// browser without its windowing layers, so the journeys cost Chromium less CPU on it.
const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
/** The browser, or null when none is installed; under CI a missing browser fails the run instead. */
export const chromiumPath = candidates.find((candidate) => existsSync(candidate)) ?? null;
if (!chromiumPath && process.env.CI === 'true') {
  throw new Error(`No Chromium at ${candidates.join(' or ')}: the browser journeys must run in CI (install the chromium-headless-shell package).`);
}

/** This file's portal (`e2e/file-setup.ts` starts one per journey file). */
export const baseUrl = () => current.baseUrl;
/** The folder of this file's embedded database, where the outbox is. */
export const dataDir = () => current.dataDir;
const screenshots = path.resolve(import.meta.dirname, 'screenshots');

/**
 * A call to the portal's API as the signed-in user of this page (its stored token), `path` below
 * `/api/{usertype}` of the session's own type (the member's while acting as one). Answers `data`;
 * an answer of 400 or more throws with its message.
 */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const { token, type } = await page.evaluate(() => ({ token: localStorage.getItem('token'), type: localStorage.getItem('usertype') }));
  const response = await page.request.fetch(`/api/${type}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { message: string; data: T };
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${body.message}`);
  return body.data;
}

/** The journeys' Chromium; `args` adds switches (the camera journey's fake camera). */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      // The compositor as a thread of the browser process, not a process of its own: less CPU for
      // the same pages.
      '--in-process-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}

/** The sizes the journeys picture: a laptop, and a phone. */
export const WIDE = { width: 1366, height: 860 };
export const NARROW = { width: 390, height: 844 };

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions, failed requests (not those the app cancels) and API answers of 400 or more, since the last reset. */
  problems: string[];
}

export async function openPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: WIDE, baseURL: baseUrl() });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A list the user leaves before it loads is cancelled by the app itself (its AbortSignal): not a failure.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.method()} ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { page, problems };
}

/** The newest sign-in code mailed to `email`, read from the outbox as a newcomer would. */
export function lastCode(email: string): string {
  const lines = readFileSync(path.join(dataDir(), 'outbox.jsonl'), 'utf8').trim().split('\n');
  const mail = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === email)
    .at(-1);
  const code = mail?.text.match(/(?:code is|code de connexion est) (\d{6})/)?.[1];
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

/** Signs in through the login and verify pages with the code from the outbox. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: /code|continue|sign in/i }).click();
  await page.waitForURL('**/verify');
  // The code boxes submit themselves when the sixth digit is typed.
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(lastCode(email));
  await page.waitForURL((url) => url.pathname === '/');
}

/** A page at 1366 px, signed in as `email` through the pages. */
export async function signedIn(browser: Browser, email: string): Promise<WatchedPage> {
  const watched = await openPage(browser);
  await signIn(watched.page, email);
  return watched;
}

/**
 * Pictures are taken when E2E_SCREENSHOTS is set (`npm run screenshots`): a person looks at them,
 * a test does not, and the pause before each one and its encoding were half of the journeys' time.
 */
export const picturesWanted = !!process.env.E2E_SCREENSHOTS;

/**
 * Resizes the window and waits for the other layout: two frames (the media queries report the
 * change, React draws), then the transitions that started to end (at 390 px the room kept for the
 * side menu shrinks over some 200 ms, and the page overflows while it does). A click sent sooner
 * can land on the layout about to go away, and a dialog that button opened goes with it.
 */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Back to the top of the page, and time for toasts and modals to finish moving. */
export async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
}

/** The page, settled, as e2e/screenshots/<name>.png when pictures are wanted: all of it, or the window alone. */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!picturesWanted) return;
  await settle(page);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage });
}

/**
 * By how many pixels the page is wider than the window, 0 when it fits. A wide table may scroll
 * inside its own box, but one stacked into cards on a narrow screen (`rds-stack`) must fit its box,
 * and the header its line.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const stacked = Array.from(document.querySelectorAll('table.rds-stack')).map((table) => {
      let box = table.parentElement!;
      while (box.parentElement && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return box.scrollWidth - box.clientWidth;
    });
    // The fixed header scrolls nothing, but what overflows it is off the screen all the same.
    const header = document.querySelector('header');
    return Math.max(0, document.documentElement.scrollWidth - window.innerWidth, header ? header.scrollWidth - header.clientWidth : 0, ...stacked);
  });

/**
 * The buttons and badges on view whose label is cut short (Mantine's never wrap; they hide what does
 * not fit), by their accessible name or text: "Approve" shown as "Appro", a status badge squeezed empty.
 */
export const clippedLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label'))
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.closest('button, a, [aria-label]')?.getAttribute('aria-label') ?? label.textContent ?? ''),
  );

/** At 390 px nothing may scroll sideways nor a label be cut short; a picture there when wanted; back to 1366 px after. */
export async function narrowShot(page: Page, name: string) {
  await resize(page, NARROW);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) throw new Error(`${name} scrolls sideways at 390 px, by ${overflow}px`);
  const clipped = await clippedLabels(page);
  if (clipped.length > 0) throw new Error(`${name} cuts short at 390 px the labels ${clipped.join(', ')}`);
  await shot(page, name);
  await resize(page, WIDE);
}

/** A picture at 1366 px and one at 390 px (see narrowShot), named `<name>-1366` and `<name>-390`. */
export async function shots(page: Page, name: string) {
  await resize(page, WIDE);
  await shot(page, `${name}-1366`);
  await narrowShot(page, `${name}-390`);
}

/** Presses "Act as <name>" on the row showing `rowText` and waits for the acting banner. */
export async function actAs(page: Page, rowText: string, name: string) {
  await page
    .getByRole('row')
    .filter({ hasText: rowText })
    .getByRole('button', { name: `Act as ${name}` })
    .click();
  await page.getByTestId('acting-banner').waitFor();
}

/** The portal's side menu. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The menu's labels, in order, once the portal has rendered it (badges left out). */
export async function menuLabels(page: Page): Promise<string[]> {
  await mainMenu(page).getByRole('link').first().waitFor();
  return (await mainMenu(page).getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

/** Opens a menu entry (its label, badge aside) and waits for the page to settle; checks the path when given. */
export async function openMenu(page: Page, label: string, path?: string) {
  await mainMenu(page)
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  if (path) await page.waitForURL((url) => url.pathname === path);
  await page.waitForLoadState('networkidle');
}

/** For expect.poll: whether the element is visible now. */
export const visible = (locator: { isVisible: () => Promise<boolean> }) => () => locator.isVisible();

// axe-core itself, put in the page once per document; @axe-core/playwright puts it in twice per scan,
// and parsing it was most of a scan's cost.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A toast or dialog still fading in is half transparent: its contrast is read once it has arrived
  // (the spinners' endless animations excepted), else the scan fails only on a slow machine.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Only violations are gathered: axe skips the passes, the incomplete and the inapplicable.
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes[0]?.target.join(' ')})`);
}

/** The menus: the specs' entries in their order, and the entries we added (decision 005). */
export const MENUS = {
  member: [
    'Dashboard',
    'Products',
    'Reserve Drug Supply',
    'Assigned Stock',
    'Adjustments',
    'Stock Requests',
    'Replenishments',
    'Replacements',
    'Orders',
    'Recalls',
    'Expiry risk',
    'Members',
    'Redistribution',
    'Notifications',
    'Contact',
  ],
  healthpro: [
    'Dashboard',
    'Products',
    'Suppliers',
    'Members',
    'Member Stock',
    'Counts',
    'Adjustments',
    'Distributors',
    'Locations',
    'Orders',
    'Recalls',
    'Expiring Lots',
    'Expiry risk',
    'Redistribution',
    'Replacements',
    'Supply-chain risk',
    'Notifications',
    'Queries',
  ],
  supplier: [
    'Dashboard',
    'Par Levels',
    'Orders',
    'Recalls',
    'Notifications',
    'Member Stock',
    'Total Stock',
    'Counts',
    'Adjustments',
    'Replenishment Tasks',
    'Replacements',
    'Locations',
    'Products',
    'Supply Chain',
    'Expiring Lots',
    'Expiry risk',
    'Contact',
  ],
  distributor: [
    'Dashboard',
    'Products',
    'Member Stock',
    'Counts',
    'Adjustments',
    'Orders',
    'Recalls',
    'Expiring Lots',
    'Expiry risk',
    'Locations',
    'Notifications',
    'Contact',
  ],
} as const;
