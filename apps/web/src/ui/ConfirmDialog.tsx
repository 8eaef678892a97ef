import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '../lib/i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** Fields under the message (a receipt's pack check). */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The call is in flight: the confirm button spins and the dialog stays open. */
  loading?: boolean;
  /** Red for destructive actions (the default). */
  color?: string;
}

/** "Are you sure?" before a destructive action: Cancel on the left, the action on the right. */
export function ConfirmDialog({ opened, title, message, children, confirmLabel, onConfirm, onCancel, loading = false, color = 'red' }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => (loading ? undefined : onCancel())}
      title={
        <Text fw={650} size="lg">
          {title}
        </Text>
      }
      centered
      size="md"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size={40} radius="xl" style={{ flex: 'none' }}>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text size="sm" pt={4}>
            {message}
          </Text>
        </Group>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
