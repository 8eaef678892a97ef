import { SUPPLY_CHAIN_STATUSES } from '@rds/contract';
import { describe } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { supplyChainWorkflow } from './workflow.js';

describe('supply chain workflow', () => {
  testWorkflowTable(supplyChainWorkflow, {
    statuses: SUPPLY_CHAIN_STATUSES,
    open: ['DRAFT', 'PENDING', 'APPROVED', 'DENIED'],
    allowed: [
      ['edit', 'DRAFT', 'supplier', 'DRAFT'],
      ['edit', 'DENIED', 'supplier', 'DRAFT'],
      ['revise', 'APPROVED', 'supplier', 'PENDING'],
      ['submit', 'DRAFT', 'supplier', 'PENDING'],
      ['submit', 'APPROVED', 'supplier', 'PENDING'],
      ['submit', 'DENIED', 'supplier', 'PENDING'],
      ['approve', 'PENDING', 'healthpro', 'APPROVED'],
      ['deny', 'PENDING', 'healthpro', 'DENIED'],
    ],
  });
});
