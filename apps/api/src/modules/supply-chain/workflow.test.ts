import { SUPPLY_CHAIN_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { supplyChainWorkflow } from './workflow.js';

const ALLOWED: [string, string, string, string][] = [
  ['submit', 'DRAFT', 'supplier', 'PENDING'],
  ['submit', 'APPROVED', 'supplier', 'PENDING'],
  ['submit', 'DENIED', 'supplier', 'PENDING'],
  ['approve', 'PENDING', 'healthpro', 'APPROVED'],
  ['deny', 'PENDING', 'healthpro', 'DENIED'],
];

describe('supply chain workflow', () => {
  const cells = (['submit', 'approve', 'deny'] as const).flatMap((event) =>
    SUPPLY_CHAIN_STATUSES.flatMap((status) => USER_TYPES.map((by) => [event, status, by] as const)),
  );
  it.each(cells)('%s from %s by %s', (event, status, by) => {
    const allowed = ALLOWED.find(([e, f, b]) => e === event && f === status && b === by);
    expect(supplyChainWorkflow.can(event, status, by)).toBe(Boolean(allowed));
    if (allowed) expect(supplyChainWorkflow.next(event, status, by)).toBe(allowed[3]);
    else expect(() => supplyChainWorkflow.next(event, status, by)).toThrow(expect.objectContaining({ status: supplyChainWorkflow.table[event].by.includes(by) ? 409 : 403 }));
  });
});
