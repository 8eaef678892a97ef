import { supplyRiskReasons, type SupplyRisk } from '@rds/contract';
import { presentProductBrief } from '../stock/presenter.js';
import type { SupplyRiskRow } from './repository.js';

/** A product's supply-chain risk as the contract names it; `leadTimeDays` (LEAD_TIME_DAYS) marks low cover. */
export function presentSupplyRisk(row: SupplyRiskRow, leadTimeDays: number): SupplyRisk {
  const holders = row.holders ?? [];
  const byDistributor = new Map<string, { _id: string; name: string; units: number }>();
  for (const holder of holders) {
    if (!holder.distributorId) continue;
    const entry = byDistributor.get(holder.distributorId) ?? { _id: holder.distributorId, name: holder.distributorName ?? '', units: 0 };
    entry.units += holder.units;
    byDistributor.set(holder.distributorId, entry);
  }
  const daysOfCover = row.daysOfCover === null ? null : Number(row.daysOfCover);
  const reasons = supplyRiskReasons({ ...row, daysOfCover }, leadTimeDays);
  return {
    Product: presentProductBrief(row.product),
    Supplier: row.supplier,
    supplyChainId: row.supplyChainId,
    distributors: [...byDistributor.values()].sort((a, b) => b.units - a.units || a.name.localeCompare(b.name)),
    locations: holders.map(({ _id, name, distributorId, units }) => ({ _id, name, distributorId, units })),
    flags: row.flags ?? [],
    redFlags: row.redFlags,
    yellowFlags: row.yellowFlags,
    units: row.units,
    availableUnits: row.units - row.heldUnits - row.recalledUnits,
    recalledUnits: row.recalledUnits,
    averageMonthlyUsage: Number(row.usage),
    daysOfCover,
    tier: row.tier,
    atRisk: reasons.length > 0,
    reasons,
  };
}
