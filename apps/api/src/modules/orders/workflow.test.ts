import { ORDER_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { orderWorkflow, type OrderEvent } from './workflow.js';

describe('order workflow', () => {
  testWorkflowTable(orderWorkflow, {
    statuses: ORDER_STATUSES,
    open: ['CREATED', 'PACKAGED'],
    allowed: [
      ['approve', 'CREATED', 'member', 'CREATED'],
      ['dispatch', 'CREATED', 'supplier', 'PACKAGED'],
      ['dispatch', 'CREATED', 'distributor', 'PACKAGED'],
      ['complete', 'PACKAGED', 'member', 'COMPLETED'],
    ],
  });

  it('leaves COMPLETED final', () => {
    for (const event of Object.keys(orderWorkflow.table) as OrderEvent[]) {
      for (const by of USER_TYPES) expect(orderWorkflow.can(event, 'COMPLETED', by)).toBe(false);
    }
  });
});
