import { DEFAULT_LANGUAGE, I18N_OPTIONS, LOCALES, isLanguage, MESSAGE_PARAMS, pickLanguage, type Language, type MessageParams, type Text } from '@rds/contract';
import contractEn from '@rds/contract/locales/en.json';
import contractFr from '@rds/contract/locales/fr.json';
import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import apiEn from '../locales/en.json';
import apiFr from '../locales/fr.json';

/**
 * The API's messages in the reader's language (decision 009): one i18next instance with the ICU
 * format over the contract's catalogues and the API's own (`src/locales`). Errors and success
 * messages are catalogue keys until they leave (see `errors.ts`, `envelope.ts`); mails and
 * notifications are rendered in their recipient's language.
 */
const i18n = i18next.createInstance();
void i18n.use(new ICU()).init({
  ...I18N_OPTIONS,
  supportedLngs: [...I18N_OPTIONS.supportedLngs],
  initAsync: false,
  resources: {
    en: { translation: { ...contractEn, ...apiEn } },
    fr: { translation: { ...contractFr, ...apiFr } },
  },
});

/** A parameter that is a list of catalogue keys, rendered as one phrase: "stock, orders" (comma) or "stock and orders" (and, the default). */
export type KeyList = { list: readonly string[]; join?: 'comma' | 'and' };
export type ApiMessageParams = Record<string, MessageParams[string] | KeyList>;

function renderList(language: Language, { list, join = 'and' }: KeyList) {
  const items = list.map((item) => i18n.t(item, { lng: language }));
  return join === 'comma' ? items.join(', ') : new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(items);
}

/**
 * A catalogue key (or a Text) in a language; a text that is no key is returned as it is. No language
 * (a user who has not chosen one) is English.
 */
export function translate(language: Language | null | undefined, text: string | Text, params?: ApiMessageParams): string {
  const lng = language ?? DEFAULT_LANGUAGE;
  const { key, params: own } = typeof text === 'string' ? { key: text, params } : (text as { key: string; params?: ApiMessageParams });
  const rendered: Record<string, unknown> = { ...MESSAGE_PARAMS };
  for (const [name, value] of Object.entries(own ?? {})) {
    rendered[name] = value && typeof value === 'object' && 'list' in value ? renderList(lng, value) : value;
  }
  return i18n.t(key, { lng, ...rendered });
}

/**
 * The language of a request: the signed-in user's preference, else the first supported language of
 * `Accept-Language`, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const user = (request as { auth?: { user?: { language?: unknown } } }).auth?.user;
  if (user && isLanguage(user.language)) return user.language;
  return pickLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
