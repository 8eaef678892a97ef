import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Draw it on its own card (for whole-page states); off inside tables and cards. */
  withCard?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** One look for "nothing here": an icon in a soft circle, a title and a line of explanation. */
export function EmptyState({ title, description, icon, actions, withCard = false, size = 'md' }: EmptyStateProps) {
  const content = (
    <MantineEmptyState
      size={size}
      variant="light"
      icon={icon ?? <IconInbox size={size === 'lg' ? 34 : 26} stroke={1.6} />}
      title={title}
      description={description}
      py={size === 'lg' ? 56 : 32}
      px="md"
    >
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
  return withCard ? (
    <Paper withBorder radius="lg" shadow="xs">
      {content}
    </Paper>
  ) : (
    content
  );
}
