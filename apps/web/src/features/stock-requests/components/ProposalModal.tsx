import type { ReactNode } from 'react';
import { Badge, Button, Group, Modal, Text, type MantineColor } from '@mantine/core';
import type { StockRequest } from '@rds/contract';
import { ProductCell } from '../../../domain';
import { UnitsTally } from './UnitsTally';

/**
 * The supplier's proposal dialogs (Assign Stock for an increase, Units to Withdraw for a
 * decrease): the title with the par-level change, and the form of the request shown.
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
      opened={!!request}
      onClose={onClose}
      centered
      size={size}
      title={
        <Group gap="sm">
          <Text fw={650} size="lg">
            {request?.status === 'ASSIGNED_REQUEST' ? titles.edit : titles.create}
          </Text>
          {request ? (
            <Badge variant="light" radius="sm" color={color}>
              Par level {request.parLevel.toLocaleString('en-CA')} → {request.requestedParLevel.toLocaleString('en-CA')}
            </Badge>
          ) : null}
        </Group>
      }
    >
      {request ? children(request) : null}
    </Modal>
  );
}

/** The product and member of the request, beside the tally of units proposed. */
export function ProposalHeader({ request, counted, verb }: { request: StockRequest; counted: number; verb: 'add' | 'withdraw' }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <ProductCell
        product={request.Stock.Product}
        size={48}
        extra={
          <Text size="xs" c="dimmed">
            For {request.Member.name}
          </Text>
        }
      />
      <UnitsTally needed={request.unitsToAssign} counted={counted} verb={verb} />
    </Group>
  );
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
    <Group gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {request.status === 'ASSIGNED_REQUEST' ? 'Save changes' : 'Assign'}
      </Button>
    </Group>
  );
}
