import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The check of the message catalogues (decision 009), run by `catalogues.test.ts`: every key the
 * code names exists in English and French, every message is valid ICU in both, and a French
 * message equal to its English one is listed in that catalogue's `same-in-french.json` (codes,
 * product names, words French shares with English).
 */
export type Catalogue = Record<string, string>;

export interface Side {
  /** The side's name in problems: 'web', 'api', 'contract'. */
  name: string;
  /** Source folders whose code names keys. */
  sources: string[];
  /** Its own catalogues and those it also reads (the contract's), English and French. */
  en: Catalogue;
  fr: Catalogue;
}

export interface CatalogueFiles {
  dir: string;
  en: Catalogue;
  fr: Catalogue;
  sameInFrench: string[];
}

export function readCatalogues(dir: string): CatalogueFiles {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as never;
  return { dir, en: read('en.json'), fr: read('fr.json'), sameInFrench: read('same-in-french.json') };
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== 'locales') sourceFiles(file, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

/** The keys (and key prefixes, for `t(\`status.${status}\`)`) a source text names. */
export function keysNamedIn(text: string, namespaces: readonly string[]) {
  const ns = namespaces.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const nouns = new Set<string>();
  for (const m of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) keys.add(m[1]!);
  for (const m of text.matchAll(/\bt\(\s*"([^"$]+)"/g)) keys.add(m[1]!);
  for (const m of text.matchAll(/i18nKey="([^"]+)"/g)) keys.add(m[1]!);
  for (const m of text.matchAll(new RegExp(`['"]((?:${ns})\\.[A-Za-z0-9_.]+)['"]`, 'g'))) keys.add(m[1]!);
  for (const m of text.matchAll(new RegExp(`\`((?:${ns})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g'))) prefixes.add(m[1]!);
  // Nouns counted by pluralize(): pluralize(n, 'order'), noun={{ singular: 'order' }}, noun="order".
  for (const m of text.matchAll(/pluralize\([^,()]+(?:\([^()]*\))?[^,()]*,\s*'([^']+)'/g)) nouns.add(m[1]!);
  for (const m of text.matchAll(/singular:\s*'([^'.]+)'/g)) nouns.add(m[1]!);
  for (const m of text.matchAll(/noun="([^"]+)"/g)) nouns.add(m[1]!);
  for (const noun of nouns) keys.add(`noun.${noun.replace(/ /g, '_')}`);
  return { keys, prefixes };
}

function icuProblem(message: string, locale: string): string | null {
  try {
    new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Everything wrong with one catalogue pair, by itself. */
export function catalogueProblems({ dir, en, fr, sameInFrench }: CatalogueFiles): string[] {
  const problems: string[] = [];
  const where = path.basename(path.dirname(path.dirname(dir)));
  for (const key of Object.keys(en)) if (!(key in fr)) problems.push(`${where}: fr.json lacks ${key}`);
  for (const key of Object.keys(fr)) if (!(key in en)) problems.push(`${where}: en.json lacks ${key} (fr.json has it)`);
  for (const [key, message] of Object.entries(en)) {
    const broken = icuProblem(message, 'en-CA');
    if (broken) problems.push(`${where}: en ${key} is not valid ICU (${broken})`);
  }
  for (const [key, message] of Object.entries(fr)) {
    const broken = icuProblem(message, 'fr-CA');
    if (broken) problems.push(`${where}: fr ${key} is not valid ICU (${broken})`);
    if (key in en && en[key] === message && !sameInFrench.includes(key)) {
      problems.push(`${where}: fr ${key} is the English "${message}"; translate it, or list it in same-in-french.json if French says it the same way`);
    }
  }
  for (const key of sameInFrench) if (!(key in en)) problems.push(`${where}: same-in-french.json lists ${key}, which no catalogue has`);
  return problems;
}

/** Every key a side's code names that its catalogues lack, in English or in French. */
export function missingKeys(side: Side): string[] {
  const namespaces = [...new Set([...Object.keys(side.en), ...Object.keys(side.fr)].map((key) => key.split('.')[0]!))];
  const problems: string[] = [];
  for (const file of side.sources.flatMap((dir) => sourceFiles(dir))) {
    const { keys, prefixes } = keysNamedIn(readFileSync(file, 'utf8'), namespaces);
    const rel = path.basename(file);
    for (const key of keys) {
      for (const [lang, catalogue] of [
        ['en', side.en],
        ['fr', side.fr],
      ] as const) {
        if (!(key in catalogue)) problems.push(`${side.name}: ${rel} uses ${key}, missing from ${lang}`);
      }
    }
    for (const prefix of prefixes) {
      const dotted = prefix.endsWith('.') ? prefix : `${prefix}.`;
      if (!Object.keys(side.en).some((key) => key.startsWith(dotted) || key.startsWith(prefix))) {
        problems.push(`${side.name}: ${rel} builds keys from ${prefix}…, and no key starts so`);
      }
    }
  }
  return problems;
}

/** A source's string and template literals, comments left out: a template's `${…}` parts read as X. */
export function literalsIn(text: string): { value: string; index: number }[] {
  const found: { value: string; index: number }[] = [];
  let i = 0;
  // Reads a template from after its backtick to after its closing one; nested code is scanned too.
  const template = (start: number): string => {
    let value = '';
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') {
        value += text.slice(i, i + 2);
        i += 2;
      } else if (text[i] === '$' && text[i + 1] === '{') {
        i += 2;
        code('}');
        i++;
        value += 'X';
      } else value += text[i++];
    }
    i++;
    found.push({ value, index: start });
    return value;
  };
  // Scans code up to an unmatched `close` (or the end), collecting the literals in it.
  const code = (close?: string) => {
    let depth = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
      else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
      else if (c === "'" || c === '"') {
        const start = i++;
        let value = '';
        while (i < text.length && text[i] !== c && text[i] !== '\n') value += text[i] === '\\' ? text.slice(i, (i += 2)) : text[i++];
        i++;
        found.push({ value, index: start });
      } else if (c === '`') {
        const start = i++;
        template(start);
      } else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (depth === 0 && close === '}') return;
        depth--;
        i++;
      } else i++;
    }
  };
  code();
  return found;
}

/**
 * Whether a literal reads as English a person would see: two words or more ("Please sign in"), a
 * word beside a value ("X placed"), or a word alone with a space or brackets to join it to one
 * (" months", "(inactive)"). Styles (`1px solid var(--…)`) and keys are not prose.
 */
export function readsAsEnglish(value: string): boolean {
  if (/var\(--|\d(px|rem|em|%)\b|^[\w.-]+$|color-mix/.test(value)) return false;
  return /\b[A-Za-z][a-z]+ [a-z]{2,}\b/.test(value) || /^X [a-z]{3,}|[a-z]{3,} X$/.test(value) || /^\s+[a-z]{3,}s?\s*$|\([a-z]{3,}\)/.test(value);
}

/**
 * English written in the code instead of the catalogues, outside JSX (which the lint checks): a
 * toast's fallback, an option's label, an error's message. `allowed` lists, per file name, the
 * literals no person reads (a developer's error). Nouns handed to pluralize() are keys, not prose.
 */
export function englishLiterals(sources: string[], allowed: Record<string, string[]> = {}): string[] {
  const problems: string[] = [];
  for (const file of sources.flatMap((dir) => sourceFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    const name = path.basename(file);
    for (const { value, index } of literalsIn(text)) {
      if (!readsAsEnglish(value) || allowed[name]?.includes(value)) continue;
      const before = text.slice(Math.max(0, index - 60), index);
      if (/(pluralize\([^;]*,\s*|singular:\s*|plural:\s*|noun=|rel=|className=\{?|import\s*\(?)$/.test(before)) continue;
      problems.push(`${name}:${text.slice(0, index).split('\n').length}: "${value}"`);
    }
  }
  return problems;
}
