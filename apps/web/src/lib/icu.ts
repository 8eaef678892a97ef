import { IntlMessageFormat } from 'intl-messageformat';
import type { I18nFormatModule } from 'i18next';

/** A message parsed by the build: intl-messageformat's syntax tree. */
type Ast = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/**
 * ICU messages for i18next, parsed when the web is built rather than in the browser (decision 012).
 * The build (vite.config.ts, catalogueParts) gives each catalogue part with the syntax tree of every
 * message that has ICU syntax (`{name}`, plurals, selects, quoted braces), keyed by the message's
 * text; a message without any reads as written. The browser then needs intl-messageformat's
 * formatter but not its parser, which the build leaves out (the login page's budget, e2e/budget.test.ts).
 * Otherwise it does what i18next-icu does: tags stay text for <Trans>, and a message whose values
 * do not fit reads as written.
 */
const compiled = new Map<string, Ast>();
const formatters = new Map<string, IntlMessageFormat>();

/** Adds the syntax trees of a catalogue part the build compiled. */
export function addCompiled(table: Record<string, unknown>) {
  for (const [message, ast] of Object.entries(table)) compiled.set(message, ast as Ast);
}

/** What i18next asks of an `i18nFormat` module (its own type names only `type`). */
interface FormatModule extends I18nFormatModule {
  addLookupKeys(finalKeys: string[]): string[];
  parse(res: unknown, options: Record<string, unknown>, lng: string): unknown;
}

export const compiledIcu: FormatModule = {
  type: 'i18nFormat',
  // i18next looks up plural keys itself unless the format module says which keys to try.
  addLookupKeys: (finalKeys: string[]) => finalKeys,
  parse(res: unknown, options: Record<string, unknown>, lng: string) {
    if (typeof res !== 'string') return res;
    const ast = compiled.get(res);
    if (!ast) return res;
    const id = `${lng}\u0000${res}`;
    let formatter = formatters.get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(ast, lng);
      formatters.set(id, formatter);
    }
    try {
      return formatter.format(options);
    } catch {
      return res;
    }
  },
};
