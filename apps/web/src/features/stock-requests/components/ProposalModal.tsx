import type { ReactNode } from 'react';
import type { MantineColor } from '@mantine/core';
import type { StockRequest } from '@rds/contract';
import { ProposalButtons as Buttons, ProposalHeader as Header, ProposalModal as Modal } from '../../../domain';
import { formatNumber } from '../../../ui/format';
import { t } from '../../../lib/i18n';

/**
 * A stock request's proposal dialogs (Assign Stock for an increase, Units to Withdraw for a
 * decrease): the domain's proposal dialog with the par-level change in its title.
 */
export function ProposalModal({
  request,
  onClose,
  size,
  titles,
  color,
  children,
}: {
  request: StockRequest | null;
  onClose: () => void;
  size: number;
  /** The title for a first proposal and for an edit of one. */
  titles: { create: string; edit: string };
  color?: MantineColor;
  children: (request: StockRequest) => ReactNode;
}) {
  return (
    <Modal
      record={request}
      onClose={onClose}
      size={size}
      color={color}
      title={(shown) => (shown.status === 'ASSIGNED_REQUEST' ? titles.edit : titles.create)}
      badge={(shown) => t('stockRequests.parLevel2', { parLevel: formatNumber(shown.parLevel), requestedParLevel: formatNumber(shown.requestedParLevel) })}
    >
      {children}
    </Modal>
  );
}

/** The product and member of the request, beside the tally of units proposed. */
export function ProposalHeader({ request, counted, verb }: { request: StockRequest; counted: number; verb: 'add' | 'withdraw' }) {
  return <Header product={request.Stock.Product} memberName={request.Member.name} needed={request.unitsToAssign} counted={counted} verb={verb} />;
}

/** Cancel, and Assign (or Save changes when editing a proposal). */
export function ProposalButtons({
  request,
  pending,
  disabled,
  onCancel,
}: {
  request: StockRequest;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <Buttons
      label={request.status === 'ASSIGNED_REQUEST' ? t('stockRequests.saveChanges') : t('stockRequests.assign')}
      pending={pending}
      disabled={disabled}
      onCancel={onCancel}
    />
  );
}
