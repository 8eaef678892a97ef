import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { citations } from './citations.js';

const root = path.resolve(import.meta.dirname, '..');

describe('comments and test names', () => {
  it('point at files, functions and decision records, never at an issue, a task or a migration by number', () => {
    expect(citations(root)).toEqual([]);
  });
});

describe('the check itself', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rds-citations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  // Written in pieces, so that this file does not cite what it plants.
  const cite = (word: string, number: string) => `${word} ${number}`;

  it('finds each kind of citation, and none in the migrations, the generated schema or a decision', () => {
    plant('apps/api/src/modules/stock/ledger.ts', `// kept by the trigger of ${cite('migration', '0019')}\nexport const x = 1;\n`);
    plant('apps/web/src/App.tsx', `/** The login page's budget (${cite('Issue', '13')}'s). */\n`);
    plant('e2e/usage.test.ts', `it('shows usage (${cite('issues', '#34')})', () => {});\n// see ${'0019'}_decision_figures.sql\n`);
    plant('tooling/check.ts', `// (#${'41'}) and ${cite('task', '7')}\n`);
    plant('packages/contract/src/theme.ts', '// teal (#068199), decision 020, issue.code, issues[0], 00000000-0000-4000-8000-000000000019\n');
    plant(`apps/api/src/db/migrations/${'0027'}_dashboards.sql`, `-- replaces ${cite('migration', '0013')}\n`);
    plant('apps/api/src/db/migrations/meta/notes.ts', `// ${cite('migration', '0013')}\n`);
    plant('packages/client/src/schema.ts', `/** ${cite('issue', '35')} */\n`);
    plant('apps/web/node_modules/some/index.js', `// ${cite('issue', '1')}\n`);

    expect(citations(dir).sort()).toEqual([
      `apps/api/src/modules/stock/ledger.ts:1: // kept by the trigger of ${cite('migration', '0019')}`,
      `apps/web/src/App.tsx:1: /** The login page's budget (${cite('Issue', '13')}'s). */`,
      `e2e/usage.test.ts:1: it('shows usage (${cite('issues', '#34')})', () => {});`,
      `e2e/usage.test.ts:2: // see ${'0019'}_decision_figures.sql`,
      `tooling/check.ts:1: // (#${'41'}) and ${cite('task', '7')}`,
    ]);
  });

  it('passes once each points at what it means', () => {
    plant('apps/api/src/modules/stock/ledger.ts', '// kept by `refresh_lot_risks` (db/definitions/lot-risks.ts)\nexport const x = 1;\n');
    plant('apps/web/src/App.tsx', "/** The login page's budget (e2e/budget.test.ts). */\n");
    plant('e2e/usage.test.ts', "it('shows usage (decision 020)', () => {});\n// see db/definitions/stock-usage.ts\n");
    plant('tooling/check.ts', '// the performance targets (docs/performance.md)\n');

    expect(citations(dir)).toEqual([]);
  });
});
