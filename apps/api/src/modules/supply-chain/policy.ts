import type { SupplyChainStatus } from '@rds/contract';
import { badRequest } from '../../platform/errors.js';
import { definePolicy } from '../../platform/policy.js';
import { supplyChainWorkflow } from './workflow.js';

/** A chain as its policy reads it: its status and how many partners it names. */
export interface ChainState {
  status: SupplyChainStatus;
  partners: number;
}

/** The supplier submits a chain that names a partner; the administrator decides a pending one. */
export const supplyChainPolicy = definePolicy(supplyChainWorkflow, {
  submit: {
    event: 'submit',
    refuse: (_, chain: ChainState) => (chain.partners === 0 ? () => badRequest('api.supplyChain.addPartnerFirst') : undefined),
  },
  approve: { event: 'approve' },
  deny: { event: 'deny' },
});
