import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, currentLanguage, hasSignedOutChoice, initialLanguage, portalCatalogue, t, takeSignedOutChoice } from './i18n';

/** The browser's preferred languages, in order (`navigator.languages`). */
function browserLanguages(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

beforeEach(() => {
  localStorage.clear();
});

// Back to English: the files of a worker share the i18n instance (isolate: false).
afterEach(async () => {
  vi.restoreAllMocks();
  await applyLanguage('en');
  localStorage.clear();
});

describe('the language to start in', () => {
  it('is the choice stored in this browser', () => {
    browserLanguages('en-CA');
    localStorage.setItem('language', 'fr');
    expect(initialLanguage()).toBe('fr');
  });

  it('is the browser’s first supported language when nothing is stored', () => {
    browserLanguages('de-DE', 'fr-CA', 'en');
    expect(initialLanguage()).toBe('fr');
  });

  it('ignores a stored value that is not a language of the portal', () => {
    localStorage.setItem('language', 'de');
    browserLanguages('fr');
    expect(initialLanguage()).toBe('fr');
  });

  it('is English when the browser asks for no supported language', () => {
    browserLanguages('de-DE', 'es');
    expect(initialLanguage()).toBe('en');
  });
});

describe('choosing a language', () => {
  it('switches the texts and the page’s language, and remembers the choice', async () => {
    await applyLanguage('fr');

    expect(currentLanguage()).toBe('fr');
    expect(t('common.loading')).toBe('Chargement…');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(initialLanguage()).toBe('fr');
  });

  it('on the sign-in pages is handed to sign-in once, to save to the profile', async () => {
    await applyLanguage('fr', { chosenSignedOut: true });

    expect(hasSignedOutChoice()).toBe(true);
    expect(takeSignedOutChoice()).toBe('fr');
    expect(hasSignedOutChoice()).toBe(false);
    expect(takeSignedOutChoice()).toBeNull();
  });

  it('elsewhere is not handed to sign-in', async () => {
    await applyLanguage('fr');
    expect(takeSignedOutChoice()).toBeNull();
  });
});

describe('the totals of the operators’ lists', () => {
  // One rule for orders and products: the spec's literal 'Total N Order(s)' and 'Total N Product(s)'.
  it('read the same way for orders and products, in English and in French', async () => {
    await portalCatalogue('en');
    const totals = (count: number) => [t('orders.totalOrders', { count }), t('products.totalProducts', { count })];
    expect(totals(1)).toEqual(['Total 1 Order(s)', 'Total 1 Product(s)']);
    expect(totals(1234)).toEqual(['Total 1,234 Order(s)', 'Total 1,234 Product(s)']);

    await applyLanguage('fr');
    await portalCatalogue('fr');
    expect(totals(1)).toEqual(['Total : 1 commande(s)', 'Total : 1 produit(s)']);
    expect(totals(12)).toEqual(['Total : 12 commande(s)', 'Total : 12 produit(s)']);
  });
});
