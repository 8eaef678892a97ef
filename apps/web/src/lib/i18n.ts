import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  I18N_OPTIONS,
  isLanguage,
  issueParams,
  LOCALES,
  MESSAGE_PARAMS,
  pickLanguage,
  type Language,
  type MessageParams,
} from '@rds/contract';
import signinEn, { compiled as signinEnCompiled } from 'virtual:catalogue/en/signin';
import { addCompiled, compiledIcu } from './icu';
import { storage } from './storage';

/**
 * The web's languages (decision 009). The build cuts each language's catalogues (the contract's and
 * the web's) in two: what the sign-in pages show, and the rest, which a portal loads (PortalShell).
 * Only English's sign-in part ships in the main bundle; French is fetched the first time it is
 * chosen. The choice lives in local storage under `language` and, for a signed-in user, in the
 * profile (the profile wins at sign-in unless the person chose on the sign-in pages); the first
 * visit follows `navigator.languages`.
 */
export const i18n = i18next.createInstance();
addCompiled(signinEnCompiled);
void i18n
  .use(compiledIcu)
  .use(initReactI18next)
  .init({
    ...I18N_OPTIONS,
    supportedLngs: [...I18N_OPTIONS.supportedLngs],
    lng: DEFAULT_LANGUAGE,
    initAsync: false,
    partialBundledLanguages: true,
    resources: { en: { translation: signinEn } },
    react: { useSuspense: false },
  });

const STORAGE_KEY = 'language';
/** Set while signed out when the person picked a language on /login or /verify: sign-in then saves it to the profile. */
const CHOSEN_KEY = 'languageChosen';

/** The language to start in: the stored choice, else the browser's first supported language, else English. */
export function initialLanguage(): Language {
  const stored = storage('localStorage')?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? null : navigator.languages) ?? DEFAULT_LANGUAGE;
}

type Part = 'signin' | 'portal';
const PARTS: Record<string, () => Promise<{ default: Record<string, string>; compiled: Record<string, unknown> }>> = {
  'en/portal': () => import('virtual:catalogue/en/portal'),
  'fr/signin': () => import('virtual:catalogue/fr/signin'),
  'fr/portal': () => import('virtual:catalogue/fr/portal'),
};
const parts = new Map<string, Promise<void>>([['en/signin', Promise.resolve()]]);
const loadedParts = new Set<string>(['en/signin']);
/** Whether a portal has asked for its part: a new language then loads both parts before it shows. */
let portalShown = false;

function loadPart(language: Language, part: Part): Promise<void> {
  const name = `${language}/${part}`;
  let loading = parts.get(name);
  if (!loading) {
    const settled: Promise<void> & { status?: string } = PARTS[name]!().then((module) => {
      addCompiled(module.compiled);
      i18n.addResourceBundle(language, 'translation', module.default, true, true);
      loadedParts.add(name);
      // React's use() reads these: a promise marked fulfilled is used at once, without suspending.
      settled.status = 'fulfilled';
    });
    loading = settled;
    parts.set(name, loading);
  }
  return loading;
}

async function loadCatalogue(language: Language) {
  await Promise.all([loadPart(language, 'signin'), portalShown ? loadPart(language, 'portal') : undefined]);
}

/**
 * The portal's part of the current language's catalogue, for React's `use()` (PortalShell and the
 * invoice suspend on it while it loads, once).
 */
export function portalCatalogue(language: Language = currentLanguage()): Promise<void> {
  portalShown = true;
  return loadPart(language, 'portal');
}

/** Switches the portal to a language (fetching its catalogue first) and remembers it in this browser. */
export async function applyLanguage(language: Language, { chosenSignedOut = false } = {}) {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = LOCALES[language];
  const s = storage('localStorage');
  s?.setItem(STORAGE_KEY, language);
  if (chosenSignedOut) s?.setItem(CHOSEN_KEY, '1');
}

/** A document in a language other than the portal's (the invoice prints in the member's): its texts and formats. */
export function documentIn(language: Language) {
  const fixed = i18n.getFixedT(language);
  return {
    language,
    /** Whether that language's catalogue is loaded (French loads on first use). */
    ready: loadedParts.has(`${language}/portal`),
    load: () => Promise.all([loadPart(language, 'signin'), loadPart(language, 'portal')]),
    t: (key: string, params?: MessageParams) => fixed(key, { ...MESSAGE_PARAMS, ...params }),
  };
}

/** Whether the person chose a language on the sign-in pages (takeSignedOutChoice reads and clears it). */
export function hasSignedOutChoice(): boolean {
  return !!storage('localStorage')?.getItem(CHOSEN_KEY);
}

/** The language chosen on the sign-in pages, once: sign-in saves it to the profile. */
export function takeSignedOutChoice(): Language | null {
  const s = storage('localStorage');
  if (!s?.getItem(CHOSEN_KEY)) return null;
  s.removeItem(CHOSEN_KEY);
  const stored = s.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A message outside React (toasts of the HTTP client, helpers): `i18n.t` with the contract's limits as parameters. */
export function t(key: string, params?: MessageParams): string {
  return i18n.t(key, { ...MESSAGE_PARAMS, ...params });
}

/** A zod issue's message (a catalogue key) in the current language, with its limits. */
export function translateIssue(issue: { message: string }): string {
  return t(issue.message, issueParams(issue));
}
