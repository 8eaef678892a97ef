import type { Adjustment, Recall, RecallDetail, RecallLot, RecallTask, RecallTraceSummary } from '@rds/contract';
import type { Viewer } from '../../platform/policy.js';
import { presentProductBrief } from '../stock/presenter.js';
import { recallLotPolicy, recallPolicy, recallTaskPolicy } from './policy.js';
import type * as repo from './repository.js';

type Units = Awaited<ReturnType<typeof repo.unitsOf>>[number];

const zero = { lots: 0, locatedUnits: 0, returnedUnits: 0, destroyedUnits: 0, lostUnits: 0, remainingUnits: 0 };
const unitsShape = (u: Units | undefined) =>
  u ? { lots: u.lots, locatedUnits: u.located, returnedUnits: u.returned, destroyedUnits: u.destroyed, lostUnits: u.lost, remainingUnits: u.remaining } : zero;

/**
 * A recall as lists show it, with the reader's part of its units (`units`), the remaining units on
 * the lots the reader operates (`remainingHere`, its dispose ability) and, for a member, its task.
 */
export function presentRecall(
  row: repo.RecallRow,
  context: { units?: Units; remainingHere: number; task?: { _id: string; status: RecallTask['status'] } },
  viewer: Viewer,
): Recall {
  const { recall } = row;
  const units = unitsShape(context.units);
  return {
    _id: recall._id,
    recallNumber: recall.recallNumber,
    status: recall.status,
    class: recall.class,
    action: recall.action,
    reason: recall.reason,
    lotNumbers: recall.lotNumbers,
    respondBy: recall.respondBy,
    Product: presentProductBrief(row.product),
    Supplier: row.Supplier,
    User: row.User,
    ...units,
    accountedUnits: units.returnedUnits + units.destroyedUnits + units.lostUnits,
    taskId: context.task?._id ?? null,
    taskStatus: context.task?.status ?? null,
    abilities: recallPolicy.abilitiesOf(viewer, {
      status: recall.status,
      supplierId: recall.supplierId,
      remainingUnits: units.remainingUnits,
      remainingHere: context.remainingHere,
    }),
    revertNote: recall.revertNote,
    version: recall.version,
    createdAt: recall.createdAt.toISOString(),
    updatedAt: recall.updatedAt.toISOString(),
    activatedAt: recall.activatedAt?.toISOString() ?? null,
    closedAt: recall.closedAt?.toISOString() ?? null,
    revertedAt: recall.revertedAt?.toISOString() ?? null,
  };
}

const remainingOf = (lot: repo.TraceLot) => lot.located - lot.returned - lot.destroyed - lot.lost;

export function presentTraceLot(lot: repo.TraceLot, status: Recall['status'], viewer: Viewer): RecallLot {
  const remainingUnits = remainingOf(lot);
  return {
    stockUnitId: lot.stockUnitId,
    stockId: lot.stockId,
    lotNumber: lot.lotNumber,
    expiry: lot.expiry,
    Location: { _id: lot.locationId, name: lot.locationName, line1: lot.line1, line2: lot.line2, postalCode: lot.postalCode },
    Member: { _id: lot.memberId, name: lot.memberName, email: lot.memberEmail, address: lot.memberAddress, profilePic: lot.memberPic },
    locatedUnits: lot.located,
    returnedUnits: lot.returned,
    destroyedUnits: lot.destroyed,
    lostUnits: lot.lost,
    remainingUnits,
    abilities: recallLotPolicy.abilitiesOf(viewer, {
      status,
      location: { supplierId: lot.supplierId, distributorId: lot.distributorId },
      remainingUnits,
      lotNumber: lot.lotNumber,
    }),
  };
}

/** Sums lots into groups, in the order the lots come (by member, then location). */
function groupBy<K>(lots: RecallLot[], key: (lot: RecallLot) => string, head: (lot: RecallLot) => K) {
  const groups = new Map<string, K & typeof zero>();
  for (const lot of lots) {
    const id = key(lot);
    const group = groups.get(id) ?? { ...head(lot), ...zero };
    group.lots += 1;
    group.locatedUnits += lot.locatedUnits;
    group.returnedUnits += lot.returnedUnits;
    group.destroyedUnits += lot.destroyedUnits;
    group.lostUnits += lot.lostUnits;
    group.remainingUnits += lot.remainingUnits;
    groups.set(id, group);
  }
  return [...groups.values()];
}

export function presentTask(task: repo.TaskRow, viewer: Viewer): RecallTask {
  return {
    _id: task._id,
    recallId: task.recallId,
    Member: { _id: task.memberId, name: task.memberName, email: task.memberEmail, address: task.memberAddress, profilePic: task.memberPic },
    status: task.status,
    createdAt: task.createdAt.toISOString(),
    acknowledgedAt: task.acknowledgedAt?.toISOString() ?? null,
    secondsToAcknowledge: task.acknowledgedAt ? Math.round((task.acknowledgedAt.getTime() - task.createdAt.getTime()) / 1000) : null,
    doneAt: task.doneAt?.toISOString() ?? null,
    abilities: recallTaskPolicy.abilitiesOf(viewer, { status: task.status, memberId: task.memberId }),
  };
}

/** The recall's detail: the reader's part of the trace, grouped, its tasks, dispositions and completion. */
export function presentRecallDetail(
  recall: Recall,
  trace: repo.TraceLot[],
  tasks: repo.TaskRow[],
  dispositions: Adjustment[],
  summary: RecallTraceSummary | null,
  viewer: Viewer,
  stocks: RecallDetail['stocks'],
  replacements: {
    _id: string;
    status: RecallDetail['replacements'][number]['status'];
    stockId: string;
    units: number;
    createdAt: Date;
    Member: RecallDetail['stocks'][number]['Member'];
  }[],
): RecallDetail {
  const lots = trace.map((lot) => presentTraceLot(lot, recall.status, viewer));
  const presentedTasks = tasks.map((task) => presentTask(task, viewer));
  const acknowledged = presentedTasks.filter((t) => t.secondsToAcknowledge !== null);
  return {
    ...recall,
    lots,
    byMember: groupBy(
      lots,
      (lot) => lot.Member._id,
      (lot) => ({ Member: lot.Member }),
    ),
    byLocation: groupBy(
      [...lots].sort((a, b) => a.Location.name.localeCompare(b.Location.name) || a.Location._id.localeCompare(b.Location._id)),
      (lot) => lot.Location._id,
      (lot) => ({ Location: lot.Location }),
    ),
    tasks: presentedTasks,
    stocks,
    replacements: replacements.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    dispositions,
    summary,
    completion: {
      accountedUnits: recall.accountedUnits,
      locatedUnits: recall.locatedUnits,
      tasks: presentedTasks.length,
      acknowledgedTasks: acknowledged.length,
      doneTasks: presentedTasks.filter((t) => t.status === 'DONE').length,
      meanSecondsToAcknowledge:
        acknowledged.length === 0 ? null : Math.round(acknowledged.reduce((sum, t) => sum + t.secondsToAcknowledge!, 0) / acknowledged.length),
    },
  };
}
