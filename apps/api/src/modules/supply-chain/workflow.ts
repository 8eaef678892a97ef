import type { SupplyChainStatus } from '@rds/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * The supplier submits a product's supply chain; the administrator approves or denies it as it was
 * shown. Partners change only while nobody reviews them: editing a draft or a denied chain leaves
 * a draft to submit; editing an approved one sends it back for review; a pending one is frozen.
 */
export const supplyChainWorkflow = defineWorkflow<SupplyChainStatus, 'edit' | 'revise' | 'submit' | 'approve' | 'deny'>('supply chain', {
  edit: { from: ['DRAFT', 'DENIED'], to: 'DRAFT', by: ['supplier'] },
  revise: { from: ['APPROVED'], to: 'PENDING', by: ['supplier'] },
  submit: { from: ['DRAFT', 'APPROVED', 'DENIED'], to: 'PENDING', by: ['supplier'] },
  approve: { from: ['PENDING'], to: 'APPROVED', by: ['healthpro'] },
  deny: { from: ['PENDING'], to: 'DENIED', by: ['healthpro'] },
});

export type SupplyChainEvent = keyof typeof supplyChainWorkflow.table;
