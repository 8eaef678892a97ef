import { definitions } from './index.js';

/** A trigger as its definition declares it. */
export interface DeclaredTrigger {
  name: string;
  table: string;
  /** `after insert, per statement`, `after update of status, per row`... */
  fires: string;
  function: string;
  /** The definition it belongs to. */
  definition: string;
}

const TRIGGER =
  /^CREATE (?:OR REPLACE |CONSTRAINT )?TRIGGER (\w+) (BEFORE|AFTER|INSTEAD OF) (.+?) ON (\w+) .*FOR EACH (ROW|STATEMENT) .*EXECUTE FUNCTION (\w+)\(/s;

/** Every trigger the definitions create (a `DROP TRIGGER` before a constraint trigger is not one). */
export function declaredTriggers(): DeclaredTrigger[] {
  return definitions.flatMap((definition) =>
    definition.triggers
      .filter((statement) => !statement.startsWith('DROP '))
      .map((statement) => {
        const match = TRIGGER.exec(statement);
        if (!match) throw new Error(`${definition.name}: not a trigger this index can read: ${statement}`);
        const [, name, timing, events, table, level, fn] = match;
        const fires = `${timing} ${events}, per ${level!.toLowerCase()}`.toLowerCase();
        return { name: name!, table: table!, fires, function: fn!, definition: definition.name };
      }),
  );
}

/** Every function the definitions create. */
export function declaredFunctions(): { name: string; definition: string }[] {
  return definitions.flatMap((definition) =>
    definition.functions.map((statement) => {
      const name = /^CREATE OR REPLACE FUNCTION (\w+)\(/.exec(statement)?.[1];
      if (!name) throw new Error(`${definition.name}: not a function this index can read: ${statement.slice(0, 80)}`);
      return { name, definition: definition.name };
    }),
  );
}

/**
 * docs/database.md: which triggers fire on each table, in the order PostgreSQL fires those of one
 * event (by name), with the definition file each comes from. database-definitions.test.ts fails
 * when the file differs; `npx tsx scripts/database-index.ts` writes it.
 */
export function triggerIndex(): string {
  const triggers = declaredTriggers().sort((a, b) => (a.table === b.table ? (a.name < b.name ? -1 : 1) : a.table < b.table ? -1 : 1));
  const tables = [...new Set(triggers.map((trigger) => trigger.table))];
  const fileOf = (definition: string) => `apps/api/src/db/definitions/${definition.replaceAll('_', '-')}.ts`;
  return [
    "# The database's triggers",
    '',
    'Which triggers fire on each table, and the definition that says what they do (decision 020,',
    '"The database\'s code" in docs/architecture.md). Generated from `apps/api/src/db/definitions` by',
    '`npx tsx scripts/database-index.ts`; `apps/api/test/database-definitions.test.ts` fails',
    'when it is out of date or when the database has a trigger no definition declares.',
    '',
    ...tables.flatMap((table) => [
      `## ${table}`,
      '',
      '| trigger | fires | function | definition |',
      '|---|---|---|---|',
      ...triggers.filter((t) => t.table === table).map((t) => `| ${t.name} | ${t.fires} | ${t.function} | [${t.definition}](../${fileOf(t.definition)}) |`),
      '',
    ]),
  ].join('\n');
}
