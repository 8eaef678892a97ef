import { LANGUAGES, USER_TYPES, type UserType } from '@rds/contract';
import { expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.js';
import { translate } from '../src/platform/i18n.js';
import type { Workflow } from '../src/platform/workflow.js';

/**
 * The table-driven test of a workflow: every status x event x user type. The listed cells are
 * allowed and lead to their status; every other cell is refused, 403 (`auth.forbidden`) when that
 * user type may never fire the event, 409 (`transition.wrongStatus`) when the record is in the
 * wrong status. The open statuses are written out by the caller rather than worked out from the
 * table, so a table change that opens or closes a status fails here until the list is changed on
 * purpose.
 */
export function testWorkflowTable<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  { statuses, open, allowed }: { statuses: readonly S[]; open: readonly S[]; allowed: [event: E, from: S, by: UserType, to: S][] },
) {
  const events = Object.keys(workflow.table) as E[];
  const cells = events.flatMap((event) => statuses.flatMap((status) => USER_TYPES.map((by) => [event, status, by] as const)));

  it(`counts as open exactly ${open.join(', ')}`, () => {
    expect([...workflow.openStatuses].sort()).toEqual([...open].sort());
  });

  it('names every event in English and French, and a wrong-status answer by that name, never by the event id', () => {
    for (const event of events) {
      const nameKey = `api.workflowEvent.${event}`;
      // i18next answers a key its catalogue lacks with the key itself.
      for (const language of LANGUAGES) expect(translate(language, nameKey), `${language} ${nameKey}`).not.toBe(nameKey);
      const wrongStatus = statuses.find((status) => !workflow.table[event].from.includes(status));
      if (!wrongStatus) continue; // fired from every status, it is never refused for its status
      const refusal = refusalOf(() => workflow.next(event, wrongStatus, workflow.table[event].by[0]!));
      for (const language of LANGUAGES) {
        const message = translate(language, refusal.key, refusal.params);
        expect(message).toContain(translate(language, nameKey));
        expect(message).not.toMatch(new RegExp(`\\b${event}\\b`));
      }
    }
  });

  it.each(cells)('%s from %s by %s', (event, status, by) => {
    const cell = allowed.find(([e, f, b]) => e === event && f === status && b === by);
    expect(workflow.can(event, status, by)).toBe(Boolean(cell));
    if (cell) expect(workflow.next(event, status, by)).toBe(cell[3]);
    else {
      const expected = workflow.table[event].by.includes(by) ? { status: 409, reason: 'transition.wrongStatus' } : { status: 403, reason: 'auth.forbidden' };
      expect(() => workflow.next(event, status, by)).toThrow(expect.objectContaining(expected));
    }
  });
}

function refusalOf(act: () => unknown): AppError {
  try {
    act();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
