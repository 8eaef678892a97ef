import { STOCK_REQUEST_STATUSES, USER_TYPES } from '@rds/contract';
import { describe, expect, it } from 'vitest';
import { testWorkflowTable } from '../../../test/workflow-table.js';
import { stockRequestWorkflow, type StockRequestEvent } from './workflow.js';

describe('stock request workflow', () => {
  testWorkflowTable(stockRequestWorkflow, {
    statuses: STOCK_REQUEST_STATUSES,
    open: ['PENDING', 'APPROVED', 'ASSIGNED_REQUEST', 'ASSIGN_APPROVED'],
    allowed: [
      ['edit', 'PENDING', 'member', 'PENDING'],
      ['approve', 'PENDING', 'healthpro', 'APPROVED'],
      ['deny', 'PENDING', 'healthpro', 'DENIED'],
      ['propose', 'APPROVED', 'supplier', 'ASSIGNED_REQUEST'],
      ['propose', 'ASSIGNED_REQUEST', 'supplier', 'ASSIGNED_REQUEST'],
      ['propose', 'ASSIGN_APPROVED', 'supplier', 'ASSIGNED_REQUEST'],
      ['approveProposal', 'ASSIGNED_REQUEST', 'member', 'ASSIGN_APPROVED'],
      ['markAssigned', 'ASSIGN_APPROVED', 'supplier', 'ASSIGNED'],
    ],
  });

  it('counts the four unfinished statuses as open, as the one-open-request index does', async () => {
    expect(stockRequestWorkflow.openStatuses).toEqual(['PENDING', 'APPROVED', 'ASSIGNED_REQUEST', 'ASSIGN_APPROVED']);
    const { readFileSync, readdirSync } = await import('node:fs');
    const folder = new URL('../../db/migrations/', import.meta.url);
    const sql = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(new URL(f, folder), 'utf8'))
      .join('\n');
    const index = [...sql.matchAll(/CREATE UNIQUE INDEX "stock_requests_one_open_uq"[^;]*WHERE (.*?);/g)].at(-1)![1]!;
    expect([...index.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1])).toEqual([...stockRequestWorkflow.openStatuses]);
  });

  it('leaves DENIED and ASSIGNED final', () => {
    const events = Object.keys(stockRequestWorkflow.table) as StockRequestEvent[];
    for (const status of ['DENIED', 'ASSIGNED'] as const) {
      for (const event of events) for (const by of USER_TYPES) expect(stockRequestWorkflow.can(event, status, by)).toBe(false);
    }
  });
});
