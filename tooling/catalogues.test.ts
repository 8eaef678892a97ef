import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATION_TYPES } from '@rds/contract';
import { catalogueProblems, englishLiterals, missingKeys, readCatalogues, type CatalogueFiles } from './i18n-check.js';

/** The message catalogues are complete: every key the code names, in both languages (decision 009). */
const root = path.resolve(import.meta.dirname, '..');
const contract = readCatalogues(path.join(root, 'packages/contract/src/locales'));
const api = readCatalogues(path.join(root, 'apps/api/src/locales'));
const web = readCatalogues(path.join(root, 'apps/web/src/locales'));
const merged = (...parts: CatalogueFiles[]) => ({
  en: Object.assign({}, ...parts.map((p) => p.en)) as Record<string, string>,
  fr: Object.assign({}, ...parts.map((p) => p.fr)) as Record<string, string>,
});

describe('the message catalogues', () => {
  it.each([
    ['contract', contract],
    ['api', api],
    ['web', web],
  ])('%s: French and English have the same keys, valid ICU, and no English left in French unless listed', (_, files) => {
    expect(catalogueProblems(files)).toEqual([]);
  });

  it('holds every key the code of each side names', () => {
    const problems = [
      ...missingKeys({ name: 'contract', sources: [path.join(root, 'packages/contract/src')], ...merged(contract) }),
      ...missingKeys({ name: 'api', sources: [path.join(root, 'apps/api/src')], ...merged(contract, api) }),
      ...missingKeys({ name: 'web', sources: [path.join(root, 'apps/web/src')], ...merged(contract, web) }),
    ];
    expect(problems).toEqual([]);
  });

  it('finds no English written in the web’s code outside the catalogues, JSX or not', () => {
    // What no person reads: a header's scheme, developers' errors.
    const unread = {
      'api.ts': ['Bearer X'],
      'main.tsx': ['The page has no #root element'],
      'timeouts.ts': ['chunk not loaded within X ms'],
    };
    expect(englishLiterals([path.join(root, 'apps/web/src')], unread)).toEqual([]);
  });

  it("keeps the spec's fixed English words exactly", () => {
    for (const [name, text] of Object.entries(MESSAGES)) expect(contract.en[`msg.${name}`]).toBe(text);
  });

  it('has a title and a message for every notification, in both languages', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const part of ['title', 'message']) {
        expect(contract.en[`notification.${type}.${part}`], `${type}.${part}`).toBeTruthy();
        expect(contract.fr[`notification.${type}.${part}`], `${type}.${part}`).toBeTruthy();
      }
    }
  });
});

describe('the check itself', () => {
  const planted = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rds-i18n-'));
    const locales = path.join(dir, 'app', 'src', 'locales');
    mkdirSync(locales, { recursive: true });
    const write = (file: string, value: unknown) => writeFileSync(path.join(locales, file), JSON.stringify(value));
    write('en.json', { 'shop.title': 'Orders', 'shop.code': 'RDS-1', 'shop.total': '{count, plural, one {# order} other {# orders}}' });
    write('fr.json', { 'shop.title': 'Orders', 'shop.code': 'RDS-1', 'shop.total': '{count, plural, one {# commande} other {# commandes' });
    write('same-in-french.json', ['shop.code']);
    writeFileSync(path.join(dir, 'app', 'src', 'Page.tsx'), "export const Page = () => t('shop.title') + t('shop.subtitle') + pluralize(2, 'order');\n");
    return { dir, files: readCatalogues(locales) };
  };

  it('fails on a French message left in English, and on broken ICU', () => {
    const problems = catalogueProblems(planted().files);
    expect(problems.some((p) => p.includes('fr shop.title is the English "Orders"'))).toBe(true);
    expect(problems.some((p) => p.includes('fr shop.total is not valid ICU'))).toBe(true);
    expect(problems.some((p) => p.includes('shop.code'))).toBe(false); // listed as the same in French
  });

  it('fails on English written in code: a fallback, a label, a suffix, an error; not on nouns, styles or keys', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rds-literals-'));
    writeFileSync(
      path.join(dir, 'Dialog.tsx'),
      [
        "showSuccess(result.message || `${pluralize(made, 'order')} placed`);",
        'options.push({ value: id, label: `${supplier.name} (inactive)` });',
        "const suffix = months === 1 ? ' month' : ' months';",
        "throw new ApiError(0, 'NETWORK', 'Cannot reach the server.');",
        "// A comment may say what it likes, 'even in quotes'.",
        "const fine = [pluralize(2, 'stock request'), t('shop.title'), { border: '1px solid var(--line)' }];",
        "const allowed = 'Nobody reads this one';",
      ].join('\n'),
    );
    expect(englishLiterals([dir], { 'Dialog.tsx': ['Nobody reads this one'] })).toEqual([
      'Dialog.tsx:1: "X placed"',
      'Dialog.tsx:2: "X (inactive)"',
      'Dialog.tsx:3: " month"',
      'Dialog.tsx:3: " months"',
      'Dialog.tsx:4: "Cannot reach the server."',
    ]);
  });

  it('fails on a key the code uses that a catalogue lacks, and on a noun without its forms', () => {
    const { dir, files } = planted();
    const problems = missingKeys({ name: 'app', sources: [path.join(dir, 'app', 'src')], en: files.en, fr: files.fr });
    expect(problems).toContain('app: Page.tsx uses shop.subtitle, missing from en');
    expect(problems).toContain('app: Page.tsx uses noun.order, missing from fr');
    expect(problems.some((p) => p.includes('shop.title'))).toBe(false);
  });
});
