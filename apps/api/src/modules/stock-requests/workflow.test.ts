import { STOCK_REQUEST_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { stockRequestWorkflow, type StockRequestEvent } from './workflow.js';

/** The allowed cells of status x event x user type; every other cell is refused (403 or 409). */
const ALLOWED: [StockRequestEvent, string, string, string][] = [
  ['edit', 'PENDING', 'member', 'PENDING'],
  ['approve', 'PENDING', 'healthpro', 'APPROVED'],
  ['deny', 'PENDING', 'healthpro', 'DENIED'],
  ['propose', 'APPROVED', 'supplier', 'ASSIGNED_REQUEST'],
  ['propose', 'ASSIGNED_REQUEST', 'supplier', 'ASSIGNED_REQUEST'],
  ['approveProposal', 'ASSIGNED_REQUEST', 'member', 'ASSIGN_APPROVED'],
  ['markAssigned', 'ASSIGN_APPROVED', 'supplier', 'ASSIGNED'],
];

const EVENTS = Object.keys(stockRequestWorkflow.table) as StockRequestEvent[];

describe('stock request workflow', () => {
  const cells = EVENTS.flatMap((event) => STOCK_REQUEST_STATUSES.flatMap((status) => USER_TYPES.map((by) => [event, status, by] as const)));

  it.each(cells)('%s from %s by %s', (event, status, by) => {
    const allowed = ALLOWED.find(([e, f, b]) => e === event && f === status && b === by);
    expect(stockRequestWorkflow.can(event, status, by)).toBe(Boolean(allowed));
    if (allowed) expect(stockRequestWorkflow.next(event, status, by)).toBe(allowed[3]);
    else {
      const status403or409 = stockRequestWorkflow.table[event].by.includes(by) ? 409 : 403;
      expect(() => stockRequestWorkflow.next(event, status, by)).toThrow(expect.objectContaining({ status: status403or409 }));
    }
  });

  it('leaves DENIED and ASSIGNED final', () => {
    for (const status of ['DENIED', 'ASSIGNED'] as const) {
      for (const event of EVENTS) for (const by of USER_TYPES) expect(stockRequestWorkflow.can(event, status, by)).toBe(false);
    }
  });
});
