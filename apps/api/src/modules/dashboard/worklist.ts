/**
 * What waits for the administrator ("Needs your attention" on the dashboard): every record in a
 * status where the administrator's decision is the next step. Those statuses are read from the
 * workflow tables (`awaiting('healthpro')`), so a workflow that gains an administrator's decision
 * is listed here once it has a kind of its own (worklist.test.ts checks that none is missed).
 */
import { formatNumber, WORKLIST_ITEMS_PER_GROUP, type Language, type Worklist, type WorklistGroup } from '@rds/contract';
import type { Database } from '../../db/client.js';
import { countWorkflow } from '../counts/workflow.js';
import { locationWorkflow } from '../locations/workflow.js';
import { stockRequestWorkflow } from '../stock-requests/workflow.js';
import { supplyChainWorkflow } from '../supply-chain/workflow.js';
import { translate } from '../../platform/i18n.js';
import * as repo from './worklist-repository.js';

/** The workflows whose records wait for the administrator, by worklist kind. */
export const ADMINISTRATOR_DECISIONS = {
  PAR_LEVEL: stockRequestWorkflow,
  LOCATION: locationWorkflow,
  SUPPLY_CHAIN: supplyChainWorkflow,
  COUNT: countWorkflow,
} as const;

/** The worklist, its titles in the reader's language. */
export async function readWorklist(db: Database, language: Language): Promise<Worklist> {
  const limit = WORKLIST_ITEMS_PER_GROUP;
  const waiting = {
    requests: ADMINISTRATOR_DECISIONS.PAR_LEVEL.awaiting('healthpro'),
    places: ADMINISTRATOR_DECISIONS.LOCATION.awaiting('healthpro'),
    chains: ADMINISTRATOR_DECISIONS.SUPPLY_CHAIN.awaiting('healthpro'),
    stocktakes: ADMINISTRATOR_DECISIONS.COUNT.awaiting('healthpro'),
  };
  const [requests, places, chains, stocktakes, counts, stocktakesWaiting] = await Promise.all([
    repo.waitingRequests(db, waiting.requests, limit),
    repo.waitingLocations(db, waiting.places, limit),
    repo.waitingSupplyChains(db, waiting.chains, limit),
    repo.waitingCounts(db, waiting.stocktakes, limit),
    repo.countWaiting(db, { stock_requests: waiting.requests, locations: waiting.places, supply_chains: waiting.chains }),
    repo.countWaitingCounts(db, waiting.stocktakes),
  ]);
  const groups: WorklistGroup[] = [
    {
      kind: 'PAR_LEVEL',
      count: counts.stock_requests,
      items: requests.map((r) => ({
        _id: r._id,
        title: translate(language, 'api.worklist.parLevel', {
          product: r.productName,
          parLevel: formatNumber(r.parLevel, language),
          requestedParLevel: formatNumber(r.requestedParLevel, language),
        }),
        requestedBy: r.memberName,
        since: r.since.toISOString(),
        link: `/parlevel/${r._id}`,
      })),
    },
    {
      kind: 'LOCATION',
      count: counts.locations,
      items: places.map((l) => ({
        _id: l._id,
        title: `${l.name}, ${l.line1}, ${l.line2} ${l.postalCode}`,
        requestedBy: l.ownerName,
        since: l.since.toISOString(),
        link: `/location/${l._id}`,
      })),
    },
    {
      kind: 'SUPPLY_CHAIN',
      count: counts.supply_chains,
      items: chains.map((c) => ({
        _id: c._id,
        title: translate(language, 'api.worklist.supplyChain', { product: c.productName, productId: c.productId }),
        requestedBy: c.supplierName,
        since: c.since.toISOString(),
        link: `/supplychain/${c._id}`,
      })),
    },
    {
      kind: 'COUNT',
      count: stocktakesWaiting,
      items: stocktakes.map((c) => ({
        _id: c._id,
        title: translate(language, 'api.worklist.count', { location: c.locationName }),
        requestedBy: c.openerName,
        since: c.since.toISOString(),
        link: `/count/${c._id}`,
      })),
    },
  ];
  return { groups, total: groups.reduce((sum, g) => sum + g.count, 0) };
}
