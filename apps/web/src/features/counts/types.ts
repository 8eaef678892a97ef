/*
 * The shapes of counts and adjustments as the web reads them, mirroring the API's contract while
 * it is being written; the contract's own types replace these on merge.
 */
import type { AdjustmentReason } from '../../domain/adjust/reasons';

export { ADDING_REASONS, ADJUSTMENT_REASONS, type AdjustmentReason } from '../../domain/adjust/reasons';

export type CountStatus = 'OPEN' | 'AWAITING_APPROVAL' | 'APPLIED' | 'DENIED';

interface ProductBrief {
  _id: string;
  name: string;
  gtin: string | null;
}
interface Named {
  _id: string;
  name: string;
}
interface LocationBrief extends Named {
  line1: string;
  line2: string;
  postalCode: string;
}
interface Actor extends Named {
  type: string;
}

export interface CountLine {
  _id: string;
  stockUnitId: string;
  stockId: string;
  lotNumber: string;
  expiry: string;
  Product: ProductBrief;
  Member: Named;
  /** Hidden (null) while a blind count is open. */
  expectedUnits: number | null;
  countedUnits: number | null;
  reason: AdjustmentReason | null;
  note: string | null;
  variance: number | null;
}

export interface CountFound {
  _id: string;
  stockId: string;
  lotNumber: string;
  expiry: string;
  Product: ProductBrief;
  Member: Named;
  countedUnits: number;
  note: string | null;
}

export interface Count {
  _id: string;
  status: CountStatus;
  blind: boolean;
  Location: LocationBrief;
  User: Actor;
  lines: CountLine[];
  found: CountFound[];
  lineCount: number;
  countedCount: number;
  abilities: { save: boolean; submit: boolean; approve: boolean; deny: boolean };
  version: number;
  createdAt: string;
}

export interface Adjustment {
  _id: string;
  units: number;
  reason: AdjustmentReason;
  note: string | null;
  StockUnit: { _id: string; lotNumber: string; expiry: string };
  Stock: { _id: string; Product: ProductBrief };
  Member: Named;
  Location: LocationBrief;
  User: Actor;
  Actor: Actor;
  source: 'direct' | 'count';
  countId: string | null;
  createdAt: string;
}

export interface CountSaveBody {
  lines: { stockUnitId: string; countedUnits: number; reason?: AdjustmentReason; note?: string }[];
  found?: { stockId: string; lotNumber: string; expiry: string; countedUnits: number }[];
  version?: number;
}
