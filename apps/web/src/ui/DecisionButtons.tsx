import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DECISION_REASON_MAX } from '@rds/contract';
import { t } from '../lib/i18n';

export type Decision = 'approve' | 'deny';

export interface DecisionButtonsProps {
  /** Whether the record still awaits a decision. */
  enabled: boolean;
  /** The decision being sent, if any: its button spins and the other waits. */
  deciding: Decision | null;
  /** A denial comes with the reason typed in its confirmation (undefined when left blank). */
  onDecide: (decision: Decision, reason?: string) => void;
  /** The confirmation's title: "Deny this location?". */
  denyTitle?: string;
  /** What a denial does, in a sentence. */
  denyMessage?: ReactNode;
}

/**
 * Approve and Deny of every decision page (locations, supply chains, par levels, replenishments).
 * Deny asks for confirmation first, with an optional reason that the requester sees on the record
 * and in the notification.
 */
export function DecisionButtons({
  enabled,
  deciding,
  onDecide,
  denyTitle = t('decision.denyTitle'),
  denyMessage = t('decision.denyMessage'),
}: DecisionButtonsProps) {
  const busy = deciding !== null;
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const deny = () => {
    setConfirming(false);
    onDecide('deny', reason.trim() || undefined);
    setReason('');
  };
  return (
    <>
      {/* Side by side, each as wide as half the panel, or one above the other when a narrow panel cannot show both whole. */}
      <Group gap="sm" wrap="wrap">
        <Button
          style={{ flex: '1 1 max-content' }}
          color="green"
          leftSection={<IconCheck size={16} />}
          disabled={!enabled || (busy && deciding !== 'approve')}
          loading={deciding === 'approve'}
          onClick={() => onDecide('approve')}
        >
          {t('common.approve')}
        </Button>
        <Button
          style={{ flex: '1 1 max-content' }}
          color="red"
          variant="outline"
          leftSection={<IconX size={16} />}
          disabled={!enabled || (busy && deciding !== 'deny')}
          loading={deciding === 'deny'}
          onClick={() => setConfirming(true)}
        >
          {t('common.deny')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={
          <Text fw={650} size="lg" component="span">
            {denyTitle}
          </Text>
        }
        centered
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">{denyMessage}</Text>
          <Textarea
            label={t('decision.reason')}
            description={t('decision.reasonHint', { max: DECISION_REASON_MAX })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={DECISION_REASON_MAX}
            autosize
            minRows={3}
            maxRows={6}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" leftSection={<IconX size={16} />} onClick={deny}>
              {t('common.deny')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
