import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run check` must fail on a violation of each house rule, with a message that says why the
 * rule exists. The violations are planted in tooling/lint-fixtures (which `eslint .` ignores).
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'tooling/lint-fixtures');

type Found = { file: string; line: number; rule: string | null; message: string };
let found: Found[] = [];
let errorCount = 0;

beforeAll(async () => {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles([fixtures]);
  errorCount = results.reduce((sum, r) => sum + r.errorCount, 0);
  found = results.flatMap((r) =>
    r.messages.map((m) => ({ file: path.relative(fixtures, r.filePath).split(path.sep).join('/'), line: m.line, rule: m.ruleId, message: m.message })),
  );
}, 120_000);

const hits = (rule: string, file: string) => found.filter((f) => f.rule === rule && f.file === file);

describe('the house rules fire on planted violations', () => {
  it('fails the run', () => {
    expect(errorCount).toBeGreaterThan(0);
    expect(found.every((f) => f.rule?.startsWith('house/') || f.rule === 'no-restricted-syntax' || f.rule === 'i18next/no-literal-string')).toBe(true);
  });

  it("a module's routes and services never import another module's repository", () => {
    expect(hits('house/no-foreign-repository', 'apps/api/src/modules/orders/service.ts').map((f) => f.line)).toEqual([2]);
    const routes = hits('house/no-foreign-repository', 'apps/api/src/modules/orders/routes.ts');
    expect(routes.map((f) => f.line)).toEqual([3]); // its own repository (line 2) is fine
    expect(routes[0]?.message).toMatch(/imports the repository of module 'users'.*only through its service/);
  });

  it('features never import each other', () => {
    const cross = hits('house/no-cross-feature', 'apps/web/src/features/alpha/AlphaPage.tsx');
    expect(cross.map((f) => f.line)).toEqual([2]);
    expect(cross[0]?.message).toMatch(/Feature 'alpha' imports feature 'beta'\. Features never import each other/);
  });

  it('query keys come from lib/queryKeys.ts', () => {
    const keys = found.filter((f) => f.rule === 'no-restricted-syntax' && f.file === 'apps/web/src/features/alpha/helper.ts');
    expect(keys.map((f) => f.line)).toEqual([3]);
    expect(keys[0]?.message).toMatch(/Every key lives in lib\/queryKeys\.ts/);
  });

  it('ui/ imports no feature and no domain part; domain/ imports no feature', () => {
    const ui = hits('house/web-layers', 'apps/web/src/ui/Widget.tsx');
    expect(ui.map((f) => f.line)).toEqual([2, 3]);
    expect(ui[0]?.message).toMatch(/ui\/ imports features\/\. ui\/ holds controls that know nothing of the domain/);
    expect(hits('house/web-layers', 'apps/web/src/domain/ProductCell.tsx')[0]?.message).toMatch(/domain\/ imports features\//);
  });

  it('the web calls the API through lib/api.ts, naming paths of the API document', () => {
    const paths = hits('house/typed-api-paths', 'apps/web/src/features/alpha/api.ts');
    expect(paths.map((f) => f.line)).toEqual([3, 4, 5, 6, 6]);
    expect(paths[0]?.message).toMatch(/An API path built by hand\. lib\/api\.ts types each call by the API document/);
    expect(paths[2]?.message).toMatch(/An API URL written by hand/);
    expect(paths.some((f) => /fetch outside lib\/api\.ts\. The web has one HTTP client/.test(f.message))).toBe(true);
  });

  it('nothing outside modules/stock/ledger.ts writes stock_units or stock_ledger', () => {
    const writes = hits('house/ledger-only', 'apps/api/src/modules/orders/repository.ts');
    expect(writes.map((f) => f.line)).toEqual([6, 7, 8]);
    expect(writes[1]?.message).toMatch(/Writes stock_ledger outside modules\/stock\/ledger\.ts\. Units change only through the ledger/);
  });

  it("text a person reads goes through t(), a stacked cell's data-label included", () => {
    const literal = hits('i18next/no-literal-string', 'apps/web/src/features/alpha/StackedCell.tsx');
    expect(literal.map((f) => f.line)).toEqual([3]);
  });

  it('props named as text (a title, a message, a suffix) and JSX handed to a prop go through t() too', () => {
    const literal = hits('i18next/no-literal-string', 'apps/web/src/features/alpha/DenyDialog.tsx');
    expect(literal.map((f) => f.message)).toEqual([
      expect.stringContaining('denyTitle="Deny the lots?"'),
      expect.stringContaining('denyMessage="The supplier is told."'),
      expect.stringContaining('<Button>Try again</Button>'),
      expect.stringContaining("' month'"),
      expect.stringContaining("' months'"),
    ]);
    expect(hits('i18next/no-literal-string', 'apps/web/src/features/alpha/ConfirmDialog.tsx')).toEqual([]);
  });

  it('no floating promises', () => {
    const floating = hits('house/no-floating-promises', 'misc/promises.ts');
    expect(floating.map((f) => f.line)).toEqual([4]);
    expect(floating[0]?.message).toMatch(/Why: a promise nobody awaits loses its error/);
  });

  it('no `any` without a comment saying why', () => {
    expect(hits('house/no-explicit-any', 'misc/any.ts').map((f) => f.line)).toEqual([2]);
    expect(hits('house/no-explicit-any', 'misc/any.ts')[0]?.message).toMatch(/Why: `any` switches the type checker off/);
    expect(hits('house/disable-needs-reason', 'misc/any.ts').map((f) => f.line)).toEqual([3]);
  });
});
