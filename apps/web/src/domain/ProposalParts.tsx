import type { ReactNode } from 'react';
import { Badge, Button, Group, Modal, Text, type MantineColor } from '@mantine/core';
import { ProductCell, type ProductLike } from './RecordParts';
import { UnitsTally } from './UnitsTally';
import { t } from '../lib/i18n';

/**
 * The supplier's proposal dialogs (a par-level increase's Assign Stock, a decrease's Units to
 * Withdraw, a replenishment's Replenish): the title with a badge of what is asked, and the form of
 * the record shown. Generic over the record so that stock requests and replenishments share it.
 */
export function ProposalModal<T>({
  record,
  onClose,
  size,
  title,
  badge,
  color,
  children,
}: {
  record: T | null;
  onClose: () => void;
  size: number;
  /** The dialog's title for this record (e.g. "Assign Stock", or "Edit Assigned Stock" once proposed). */
  title: (record: T) => string;
  /** What is asked, beside the title (e.g. "Par level 300 → 400"). */
  badge?: (record: T) => ReactNode;
  color?: MantineColor;
  children: (record: T) => ReactNode;
}) {
  return (
    <Modal
      opened={!!record}
      onClose={onClose}
      centered
      size={size}
      title={
        record ? (
          <Group gap="sm">
            <Text fw={650} size="lg">
              {title(record)}
            </Text>
            {badge ? (
              <Badge variant="light" radius="sm" color={color}>
                {badge(record)}
              </Badge>
            ) : null}
          </Group>
        ) : null
      }
    >
      {record ? children(record) : null}
    </Modal>
  );
}

/** The product and member of a proposal, beside the tally of units proposed. */
export function ProposalHeader({
  product,
  memberName,
  needed,
  counted,
  verb,
}: {
  product: ProductLike;
  memberName: string;
  needed: number;
  counted: number;
  verb: 'add' | 'withdraw';
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <ProductCell
        product={product}
        size={48}
        extra={
          <Text size="xs" c="dimmed">
            {t('domain.forMember', { name: memberName })}
          </Text>
        }
      />
      <UnitsTally needed={needed} counted={counted} verb={verb} />
    </Group>
  );
}

/** Cancel, and the proposal's submit button. */
export function ProposalButtons({ label, pending, disabled, onCancel }: { label: string; pending: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <Group gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('domain.cancel')}
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
