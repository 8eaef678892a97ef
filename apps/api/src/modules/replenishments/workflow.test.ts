import { REPLENISHMENT_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { replenishmentWorkflow, type ReplenishmentEvent } from './workflow.js';

describe('replenishment workflow', () => {
  testWorkflowTable(replenishmentWorkflow, {
    statuses: REPLENISHMENT_STATUSES,
    open: ['PENDING', 'ASSIGNED_REQUEST', 'APPROVED'],
    allowed: [
      ['grow', 'PENDING', 'member', 'PENDING'],
      ['grow', 'PENDING', 'supplier', 'PENDING'],
      ['grow', 'PENDING', 'healthpro', 'PENDING'],
      ['replenish', 'PENDING', 'supplier', 'ASSIGNED_REQUEST'],
      ['replenish', 'ASSIGNED_REQUEST', 'supplier', 'ASSIGNED_REQUEST'],
      ['approve', 'ASSIGNED_REQUEST', 'member', 'APPROVED'],
      ['deny', 'ASSIGNED_REQUEST', 'member', 'DENIED'],
      ['markPaid', 'APPROVED', 'supplier', 'COMPLETED'],
    ],
  });

  it('leaves DENIED and COMPLETED final', () => {
    for (const status of ['DENIED', 'COMPLETED'] as const) {
      for (const event of Object.keys(replenishmentWorkflow.table) as ReplenishmentEvent[]) {
        for (const by of USER_TYPES) expect(replenishmentWorkflow.can(event, status, by)).toBe(false);
      }
    }
  });
});
