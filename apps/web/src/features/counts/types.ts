/*
 * The shapes of counts and adjustments as the web reads them. Until the API's contract
 * lands these are the issue's own; the contract's types replace them on merge.
 */
import type { AdjustmentReason } from '../../domain/adjust/reasons';

export { ADDING_REASONS, ADJUSTMENT_REASONS, type AdjustmentReason } from '../../domain/adjust/reasons';

export type CountStatus = 'OPEN' | 'AWAITING_APPROVAL' | 'APPLIED' | 'DENIED';

export interface CountLine {
  _id: string;
  stockUnitId: string | null;
  stockId: string;
  lotNumber: string;
  expiry: string;
  /** Hidden (null) while the count is blind. */
  expectedUnits: number | null;
  countedUnits: number | null;
  reason?: AdjustmentReason | null;
  note?: string | null;
  /** A lot on the shelf but not on the books. */
  found?: boolean;
  productName?: string;
}

export interface Count {
  _id: string;
  status: CountStatus;
  blind: boolean;
  Location: { _id: string; name: string };
  openedBy: { name: string };
  lines: CountLine[];
  linesCounted: number;
  totalLines: number;
  varianceUnits: number | null;
  createdAt: string;
  abilities: { edit: boolean; submit: boolean; approve: boolean; deny: boolean };
}

export interface Adjustment {
  _id: string;
  units: number;
  reason: AdjustmentReason;
  note: string | null;
  lotNumber: string;
  expiry: string;
  productName: string;
  memberName: string;
  locationName: string;
  by: { name: string; actingAs?: string | null };
  countId: string | null;
  createdAt: string;
}

export interface CountSaveBody {
  lines: { stockUnitId: string; countedUnits: number; reason?: AdjustmentReason; note?: string }[];
  found?: { stockId: string; lotNumber: string; expiry: string; countedUnits: number }[];
}
