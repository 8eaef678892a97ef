import type { SupplyChainStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/** The supplier submits a product's supply chain; the administrator approves or denies it; it may be submitted again. */
export const supplyChainWorkflow = defineWorkflow<SupplyChainStatus, 'submit' | 'approve' | 'deny'>('supply chain', {
  submit: { from: ['DRAFT', 'APPROVED', 'DENIED'], to: 'PENDING', by: ['supplier'] },
  approve: { from: ['PENDING'], to: 'APPROVED', by: ['healthpro'] },
  deny: { from: ['PENDING'], to: 'DENIED', by: ['healthpro'] },
});
