/**
 * Drizzle's `is()` is patched (patches/drizzle-orm+0.45.4.patch, decision 013): it reads each
 * class's entity kinds once instead of walking the prototype chain on every call. These check that
 * `npm install` applied the patch, and that it answers as Drizzle's own did.
 */
import { Column, SQL, Table, is, sql } from 'drizzle-orm';
import { PgColumn, PgTable, alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sessions, users } from './schema.js';

describe("Drizzle's patched is()", () => {
  it('is the patched one (npm install ran patch-package)', () => {
    expect(is.toString()).toContain('kindsOf(cls)');
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
