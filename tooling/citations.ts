import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The check that comments and test names point at files, functions and decision records
 * (docs/decisions), never at an issue, a task or a migration by its number: an issue ends and a
 * migration is history (the database's current functions and triggers are in
 * apps/api/src/db/definitions). Run by `citations.test.ts`.
 */

/** What reads as citing one by number; a decision record ("decision 020") is fine. */
const CITATION = new RegExp(
  [
    /\b(issue|task)s? #?\d+/.source, // an issue or a task: the word, then its number
    /\(#\d{1,4}\)/.source, // a pull request or issue in brackets (a colour has six hex digits)
    /\bmigrations? \d{4}\b/.source, // a migration by its number
    /\b0\d{3}_[a-z]/.source, // a migration by its file's name
  ].join('|'),
  'i',
);

/** Where the code lives, from the repository's root. */
export const SCANNED = ['apps', 'packages', 'e2e', 'tooling', 'scripts', 'eslint.config.js', 'vitest.config.ts'];

/** Left alone: the migrations are history and cite each other; the client's schema is generated. */
const EXCEPTED = ['apps/api/src/db/migrations', 'packages/client/src/schema.ts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'screenshots', '.vitest-data']);

function sourceFiles(root: string, relative: string, out: string[]): string[] {
  const file = path.join(root, relative);
  if (EXCEPTED.includes(relative) || !existsSync(file)) return out;
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file)) {
      if (!SKIPPED_FOLDERS.has(name)) sourceFiles(root, path.posix.join(relative, name), out);
    }
  } else if (/\.(tsx?|[cm]?js)$/.test(relative)) out.push(relative);
  return out;
}

/** Every line under `root` that cites an issue, a task or a migration by number, as `file:line: text`. */
export function citations(root: string, scanned = SCANNED): string[] {
  const found: string[] = [];
  for (const relative of scanned.flatMap((entry) => sourceFiles(root, entry, []))) {
    readFileSync(path.join(root, relative), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}
