/**
 * What waits for the reader ("Needs your attention" on the dashboard). For the administrator, every
 * record in a status where its decision is the next step: those statuses are read from the workflow
 * tables (`awaiting('healthpro')`), so a workflow that gains an administrator's decision is listed
 * here once it has a kind of its own (worklist.test.ts checks that none is missed). For every
 * portal, the recalls past their respond-by date whose units in the reader's part are not all
 * accounted for.
 */
import { formatNumber, today, WORKLIST_ITEMS_PER_GROUP, type Language, type Worklist, type WorklistGroup } from '@rds/contract';
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

/** Recalls past their respond-by date (Toronto's today) with units remaining in the reader's part. */
async function overdueRecalls(db: Database, reader: { type: string; _id: string }, language: Language, now: Date): Promise<WorklistGroup> {
  const rows = await repo.overdueRecalls(db, reader, today(now), WORKLIST_ITEMS_PER_GROUP);
  return {
    kind: 'RECALL_OVERDUE',
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      _id: r.id,
      title: translate(language, 'api.worklist.recallOverdue', {
        recallNumber: r.recallNumber,
        product: r.productName,
        count: r.remaining,
      }),
      requestedBy: r.supplierName,
      since: r.respondBy,
      link: `/recall/${r.id}`,
    })),
  };
}

/** The worklist, its titles in the reader's language: the administrator's every kind, another's its overdue recalls. */
export async function readWorklist(db: Database, reader: { type: string; _id: string }, language: Language, now = new Date()): Promise<Worklist> {
  if (reader.type !== 'healthpro') {
    const recalls = await overdueRecalls(db, reader, language, now);
    return { groups: [recalls], total: recalls.count };
  }
  const limit = WORKLIST_ITEMS_PER_GROUP;
  const waiting = {
    requests: ADMINISTRATOR_DECISIONS.PAR_LEVEL.awaiting('healthpro'),
    places: ADMINISTRATOR_DECISIONS.LOCATION.awaiting('healthpro'),
    chains: ADMINISTRATOR_DECISIONS.SUPPLY_CHAIN.awaiting('healthpro'),
    stocktakes: ADMINISTRATOR_DECISIONS.COUNT.awaiting('healthpro'),
  };
  const [requests, places, chains, stocktakes, counts, stocktakesWaiting, recalls] = await Promise.all([
    repo.waitingRequests(db, waiting.requests, limit),
    repo.waitingLocations(db, waiting.places, limit),
    repo.waitingSupplyChains(db, waiting.chains, limit),
    repo.waitingCounts(db, waiting.stocktakes, limit),
    repo.countWaiting(db, { stock_requests: waiting.requests, locations: waiting.places, supply_chains: waiting.chains }),
    repo.countWaitingCounts(db, waiting.stocktakes),
    overdueRecalls(db, reader, language, now),
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
    recalls,
  ];
  return { groups, total: groups.reduce((sum, g) => sum + g.count, 0) };
}
