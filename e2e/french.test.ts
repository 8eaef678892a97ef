/**
 * One journey per portal in French: the first visit follows the browser's language, the switch on
 * /login and in the header changes it at once, every menu entry shows French words and French dates,
 * the choice survives a reload and a new sign-in (from the profile, in a browser that prefers
 * English), and a server error arrives in French. Each journey ends by switching back to English
 * in the header, which the profile keeps.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chromiumPath, lastCode, launchBrowser, shot, WIDE } from './support.js';

const MENUS = {
  member: [
    'Tableau de bord',
    'Produits',
    'Réserve de médicaments',
    'Stock attribué',
    'Ajustements',
    'Demandes de stock',
    'Réapprovisionnements',
    'Remplacements',
    'Commandes',
    'Rappels',
    'Risque de péremption',
    'Membres',
    'Redistribution',
    'Notifications',
    'Contact',
  ],
  healthpro: [
    'Tableau de bord',
    'Produits',
    'Fournisseurs',
    'Membres',
    'Stock des membres',
    'Inventaires',
    'Ajustements',
    'Distributeurs',
    'Emplacements',
    'Commandes',
    'Rappels',
    'Lots à péremption',
    'Risque de péremption',
    'Redistribution',
    'Remplacements',
    'Risque d’approvisionnement',
    'Notifications',
    'Demandes de renseignements',
  ],
  supplier: [
    'Tableau de bord',
    'Niveaux de stock',
    'Commandes',
    'Rappels',
    'Notifications',
    'Stock des membres',
    'Stock total',
    'Inventaires',
    'Ajustements',
    'Tâches de réapprovisionnement',
    'Remplacements',
    'Emplacements',
    'Produits',
    'Chaîne d’approvisionnement',
    'Lots à péremption',
    'Risque de péremption',
    'Contact',
  ],
  distributor: [
    'Tableau de bord',
    'Produits',
    'Stock des membres',
    'Inventaires',
    'Ajustements',
    'Commandes',
    'Rappels',
    'Lots à péremption',
    'Risque de péremption',
    'Emplacements',
    'Notifications',
    'Contact',
  ],
} as const;

const EMAILS = {
  member: 'member@example.org',
  healthpro: 'healthpro@example.org',
  supplier: 'supplier@example.org',
  distributor: 'distributor@example.org',
} as const;

/** Words of the portal's own English that must not show once it speaks French (data such as product names may be English). */
const ENGLISH_UI =
  /\bago\b|Rows per page|Newest|Oldest|Search by|in total\b|Loading…|Try again|Dashboard|Welcome back|Assigned Stock|Par level\b|Expiry Date|Lot No\./;
const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}, \d{4}\b|\b\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4}\b/;
const FRENCH_DATE =
  /\b\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.|janvier|février|avril|juillet|septembre|octobre|novembre|décembre) \d{4}\b/;

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser whose preferred language is `locale`, recording problems as the other journeys do. */
async function openIn(locale: string) {
  const context = await browser.newContext({ viewport: WIDE, baseURL: baseUrl(), locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** Signs in through /login and /verify in whichever language they speak. */
async function signInAny(page: Page, email: string) {
  await page.getByLabel(/e-?mail|courriel/i).fill(email);
  await page.getByRole('button', { name: /code/i }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel(/^(Digit 1 of 6|Chiffre 1 sur 6)$/).click();
  await page.keyboard.type(lastCode(email));
  await page.waitForURL((url) => url.pathname === '/');
}

const mainText = (page: Page) => page.locator('main').innerText();
/** The side menu, named in the language on screen. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
async function menuLabels(page: Page): Promise<string[]> {
  await mainMenu(page).getByRole('link').first().waitFor();
  return (await mainMenu(page).getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}
/** Polls long enough for a page that loads a chunk or a catalogue on a busy machine. */
const slow = { timeout: 20_000 };

describe.skipIf(!chromiumPath)('the portals in French', () => {
  it.each(Object.keys(MENUS) as (keyof typeof MENUS)[])('%s: switch, every entry, reload, new sign-in, a server error', async (type) => {
    // First visit from a French browser: /login speaks French before anything is chosen.
    const { page, problems } = await openIn('fr-CA');
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Connexion' }).isVisible(), slow).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    // The switch on /login: to English and back, at once.
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible(), slow).toBe(true);
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Connexion' }).isVisible(), slow).toBe(true);
    await signInAny(page, EMAILS[type]);

    // Every menu entry in French, with French words and dates and no English of the portal's own.
    expect(await menuLabels(page)).toEqual(MENUS[type]);
    let frenchDates = 0;
    for (const label of MENUS[type]) {
      await mainMenu(page)
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('main h1, main h2').first().isVisible(), slow).toBe(true);
      const text = await mainText(page);
      expect(text, `${type} → ${label}`).not.toMatch(ENGLISH_UI);
      expect(text, `${type} → ${label}`).not.toMatch(ENGLISH_DATE);
      if (FRENCH_DATE.test(text)) frenchDates += 1;
      await shot(page, `${type}-fr-${MENUS[type].indexOf(label as never)}`);
    }
    expect(frenchDates, `${type}: pages showing a French date`).toBeGreaterThan(0);

    // The profile, from the account menu, with its API keys section.
    await page.getByRole('button', { name: /^Menu du compte/ }).click();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Clés d’API' }).getByText('Aucune clé pour l’instant').isVisible(), slow).toBe(true);
    expect(await mainText(page), `${type} → Profil`).not.toMatch(ENGLISH_UI);
    expect(await mainText(page), `${type} → Profil`).not.toMatch(/API keys|No keys yet|Create key|Last used/);

    // A reload keeps French.
    await page.reload();
    expect(await menuLabels(page)).toEqual(MENUS[type]);

    // A server error arrives in French: a stock that does not exist.
    await page.goto(`/stock/${crypto.randomUUID()}`);
    await expect.poll(() => page.getByText('Ce stock est introuvable').first().isVisible(), slow).toBe(true);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();

    // A new sign-in from a browser that prefers English: /login is English, the portal French (the profile).
    const second = await openIn('en-US');
    await second.page.goto('/login');
    await expect.poll(() => second.page.getByRole('heading', { name: 'Sign in' }).isVisible(), slow).toBe(true);
    // The first menu drawn is French already, not English and then French.
    await second.page.evaluate(() => {
      const watch = new MutationObserver(() => {
        const entry = document.querySelector('nav a');
        if (!entry) return;
        (window as unknown as { firstEntry: string }).firstEntry = entry.textContent ?? '';
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await signInAny(second.page, EMAILS[type]);
    expect(await menuLabels(second.page)).toEqual(MENUS[type]);
    expect(await second.page.evaluate(() => (window as unknown as { firstEntry?: string }).firstEntry)).toBe(MENUS[type][0]);

    // The header's switch goes back to English and saves it to the profile.
    await second.page.getByTestId('language-switch').click();
    await expect
      .poll(
        () =>
          mainMenu(second.page)
            .getByRole('link', { name: /^Dashboard/ })
            .isVisible(),
        slow,
      )
      .toBe(true);
    await expect
      .poll(() => second.page.evaluate(async () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { language?: string }).language), slow)
      .toBe('en');
    await second.page.context().close();
  });
});
