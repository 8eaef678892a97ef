import { LOCATION_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { locationWorkflow } from './workflow.js';

/** Every status x event x user type: the allowed cells, all others refused. */
const ALLOWED: [event: 'approve' | 'deny' | 'resubmit', from: string, by: string, to: string][] = [
  ['approve', 'PENDING', 'healthpro', 'APPROVED'],
  ['deny', 'PENDING', 'healthpro', 'DENIED'],
  ['resubmit', 'APPROVED', 'distributor', 'PENDING'],
  ['resubmit', 'APPROVED', 'supplier', 'PENDING'],
  ['resubmit', 'DENIED', 'distributor', 'PENDING'],
  ['resubmit', 'DENIED', 'supplier', 'PENDING'],
];

describe('location workflow', () => {
  const cells = (['approve', 'deny', 'resubmit'] as const).flatMap((event) =>
    LOCATION_STATUSES.flatMap((status) => USER_TYPES.map((by) => [event, status, by] as const)),
  );

  it.each(cells)('%s from %s by %s', (event, status, by) => {
    const allowed = ALLOWED.find(([e, f, b]) => e === event && f === status && b === by);
    expect(locationWorkflow.can(event, status, by)).toBe(Boolean(allowed));
    if (allowed) {
      expect(locationWorkflow.next(event, status, by)).toBe(allowed[3]);
    } else {
      const mayFire = locationWorkflow.table[event].by.includes(by);
      expect(() => locationWorkflow.next(event, status, by)).toThrow(
        expect.objectContaining({ status: mayFire ? 409 : 403 }),
      );
    }
  });
});
