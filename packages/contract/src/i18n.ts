import {
  DEFAULT_LANGUAGE,
  EXPIRY_LOT_PREFERENCE_MONTHS,
  LANGUAGES,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MAX_UNITS,
  MINIMUM_EXPIRY_MONTHS,
  ORDER_TYPES,
  SIGNIN,
  SORTS,
  SUPPLY_CHAIN_FLAGS,
  SUPPLY_CHAIN_TYPES,
  USER_TYPES,
  type Language,
} from './constants.js';

/**
 * Languages and messages (decision 009). Every text a person reads comes from a catalogue: a flat
 * JSON object per language of ICU messages, keyed `area.name`. The contract's catalogues
 * (`locales/en.json`, `locales/fr.json`) hold what both sides say: the spec's fixed MESSAGES
 * (`msg.*`), the schemas' validation messages (`validation.*`), statuses, user types and the
 * notifications; the API and the web add their own. Both sides run i18next over them with the
 * options below, and format ICU: the API with i18next-icu, the web with lib/icu.ts (decision 012).
 */

/** What both sides give i18next: flat keys, English as the fallback, ICU does the formatting. */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { escapeValue: false },
} as const;

/**
 * The contract's limits, by name: every message is rendered with these, so a catalogue writes
 * `{maxUnits, number}` rather than a number that could drift from the rule.
 */
export const MESSAGE_PARAMS = {
  maxPageSize: MAX_PAGE_SIZE,
  sorts: SORTS.join(', '),
  userTypes: USER_TYPES.join(', '),
  codeLength: SIGNIN.codeLength,
  windowMinutes: SIGNIN.windowMinutes,
  maxPrice: MAX_PRICE,
  maxUnits: MAX_UNITS,
  minimumExpiryMin: MINIMUM_EXPIRY_MONTHS.min,
  minimumExpiryMax: MINIMUM_EXPIRY_MONTHS.max,
  lotPreferenceMin: EXPIRY_LOT_PREFERENCE_MONTHS.min,
  lotPreferenceMax: EXPIRY_LOT_PREFERENCE_MONTHS.max,
  chainTypes: SUPPLY_CHAIN_TYPES.join(', '),
  flags: SUPPLY_CHAIN_FLAGS.join(', '),
  stockFilters: 'belowPar, openRequest, atRisk',
  stockSorts: [...SORTS, 'cover'].join(', '),
  orderTypes: ORDER_TYPES.join(', '),
} as const;

export type MessageParams = Record<string, string | number | Date | null | undefined>;

/** A message still to be rendered: its catalogue key and parameters (notifications, mails, errors). */
export interface Text {
  key: string;
  params?: MessageParams;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language of an `Accept-Language` header (by quality) or of a list of tags
 * (`navigator.languages`, in order): `fr-CA;q=0.9, en;q=0.8` is French. Null when none is supported.
 */
export function pickLanguage(input: string | readonly string[] | null | undefined): Language | null {
  if (!input) return null;
  const tags =
    typeof input === 'string'
      ? input
          .split(',')
          .map((part, index) => {
            const [tag = '', ...rest] = part.trim().split(';');
            const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const quality = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
          })
          .filter((entry) => entry.tag && entry.quality > 0)
          .sort((a, b) => b.quality - a.quality || a.index - b.index)
          .map((entry) => entry.tag)
      : input;
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The parameters of a zod issue a validation message may name (`{maximum}`, `{minimum}`), with MESSAGE_PARAMS. */
export function issueParams(issue: object): MessageParams {
  const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
  const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined);
  return { ...MESSAGE_PARAMS, minimum: asNumber(minimum), maximum: asNumber(maximum) };
}
