/**
 * Parts that know the domain (products, parties, lots, stock requests, proposals, transfers) and that several features
 * draw the same way. They may use ui/ and lib/, never a feature (lint rule house/web-layers).
 */
export { ProductImage, ProductCell, PartyCell, PartyBlock, UnitsHeld, months, type ProductLike, type PartyLike } from './RecordParts';
export { RecalledBadge, UnitsRecalled } from './Recalled';
export { LotsTable, type LotRow, type LotsTableProps } from './LotsTable';
export { StockRequestStatusBadge } from './StockRequestStatusBadge';
export { ExpiringStatusBadge, expiringStatusLabel } from './ExpiringStatus';
export { UnitsTally } from './UnitsTally';
export { ProposalModal, ProposalHeader, ProposalButtons } from './ProposalParts';
export { ProposedLotsForm, type ProposedLotsFormProps, type ProposedLotLike } from './ProposedLotsForm';
export { useLocationChoices } from './locationChoices';
export { CommentsSection, type CommentsSectionProps } from './CommentsSection';
export { TransferDialog, TransferButton, useMemberNames } from './TransferDialog';
export { LocationLines, lotColumns } from './OrderColumns';
export { FirstExpiryFill, EarlierLotWarning } from './FirstExpiryFill';
export { AtRiskBadge, DaysOfCover, FiguresExplained, MonthlyUsage, StockFilterSelect, useStockFilter } from './StockUsage';
export { useFigureBasis } from './figureBasis';
export { HistoryButton, HistoryModal, HistorySection, UserActivity, type HistorySectionProps } from './Timeline';
