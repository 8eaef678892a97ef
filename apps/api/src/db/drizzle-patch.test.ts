/**
 * Drizzle's `is()` is patched (patches/drizzle-orm+0.45.4.patch, decision 013): with one copy of
 * Drizzle in the install, `instanceof` answers, instead of a walk up the prototype chain reading
 * each class's kind. These check that `npm install` applied the patch, that the install still holds
 * one copy, and that it answers as Drizzle's own did.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Column, SQL, Table, is, sql } from 'drizzle-orm';
import { PgColumn, PgTable, alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { sessions, users } from './schema.js';

describe("Drizzle's patched is()", () => {
  it('is the patched one (npm install ran patch-package)', () => {
    expect(is.toString()).toContain('value instanceof type');
    expect(is.toString()).not.toContain('getPrototypeOf');
  });

  it('has one copy of Drizzle to answer for: the API and the root resolve the same, and no workspace holds its own', () => {
    const fromApi = createRequire(import.meta.url).resolve('drizzle-orm');
    expect(fromApi).toBe(createRequire(path.join(repoRoot, 'package.json')).resolve('drizzle-orm'));
    for (const workspace of ['apps/api', 'apps/web', 'packages/contract', 'e2e']) {
      expect(existsSync(path.join(repoRoot, workspace, 'node_modules', 'drizzle-orm')), workspace).toBe(false);
    }
  });

  it('answers as instanceof does, for entities, subclasses and aliases', () => {
    expect(is(sessions, Table)).toBe(true);
    expect(is(sessions, PgTable)).toBe(true);
    expect(is(sessions.userId, Column)).toBe(true);
    expect(is(sessions.userId, PgColumn)).toBe(true);
    expect(is(alias(users, 'actor').name, Column)).toBe(true);
    expect(is(sql`1`, SQL)).toBe(true);
    expect(is(sql`1`, Column)).toBe(false);
    expect(is(sessions.userId, SQL)).toBe(false);
    expect(is(sessions, Column)).toBe(false);
  });

  it('answers false for what is not an entity, and refuses a type that is not one', () => {
    expect(is(null, SQL)).toBe(false);
    expect(is('text', SQL)).toBe(false);
    expect(is({}, SQL)).toBe(false);
    expect(is(Object.create(null), SQL)).toBe(false);
    class NotAnEntity {}
    expect(is(new NotAnEntity(), NotAnEntity as never)).toBe(true);
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
