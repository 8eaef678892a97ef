import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export type Decision = 'approve' | 'deny';

export interface DecisionButtonsProps {
  /** Whether the record still awaits a decision. */
  enabled: boolean;
  /** The decision being sent, if any: its button spins and the other waits. */
  deciding: Decision | null;
  onDecide: (decision: Decision) => void;
}

/** The administrator's Approve and Deny of every review page (locations, supply chains, par levels). */
export function DecisionButtons({ enabled, deciding, onDecide }: DecisionButtonsProps) {
  const busy = deciding !== null;
  return (
    <Group gap="sm" grow>
      <Button
        color="green"
        leftSection={<IconCheck size={16} />}
        disabled={!enabled || (busy && deciding !== 'approve')}
        loading={deciding === 'approve'}
        onClick={() => onDecide('approve')}
      >
        Approve
      </Button>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconX size={16} />}
        disabled={!enabled || (busy && deciding !== 'deny')}
        loading={deciding === 'deny'}
        onClick={() => onDecide('deny')}
      >
        Deny
      </Button>
    </Group>
  );
}
