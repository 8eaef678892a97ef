import { STOCK_REQUEST_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { stockRequestWorkflow, type StockRequestEvent } from './workflow.js';

describe('stock request workflow', () => {
  testWorkflowTable(stockRequestWorkflow, STOCK_REQUEST_STATUSES, [
    ['edit', 'PENDING', 'member', 'PENDING'],
    ['approve', 'PENDING', 'healthpro', 'APPROVED'],
    ['deny', 'PENDING', 'healthpro', 'DENIED'],
    ['propose', 'APPROVED', 'supplier', 'ASSIGNED_REQUEST'],
    ['propose', 'ASSIGNED_REQUEST', 'supplier', 'ASSIGNED_REQUEST'],
    ['approveProposal', 'ASSIGNED_REQUEST', 'member', 'ASSIGN_APPROVED'],
    ['markAssigned', 'ASSIGN_APPROVED', 'supplier', 'ASSIGNED'],
  ]);

  it('leaves DENIED and ASSIGNED final', () => {
    const events = Object.keys(stockRequestWorkflow.table) as StockRequestEvent[];
    for (const status of ['DENIED', 'ASSIGNED'] as const) {
      for (const event of events) for (const by of USER_TYPES) expect(stockRequestWorkflow.can(event, status, by)).toBe(false);
    }
  });
});
