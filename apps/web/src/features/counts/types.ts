export {
  ADDING_REASONS,
  ADJUSTMENT_REASONS,
  type Adjustment,
  type AdjustmentReason,
  type Count,
  type CountFound,
  type CountLine,
  type CountSave as CountSaveBody,
  type CountStatus,
} from '@rds/contract';
