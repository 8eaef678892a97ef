import { Avatar, Badge, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/fr';
import type { Notification } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import classes from './NotificationCard.module.css';
import { t, currentLanguage } from '../../../lib/i18n';

dayjs.extend(relativeTime);

/** One notification: sender picture and name, the message, the main message in bold, and when. */
export function NotificationCard({ notification, onOpen, busy }: { notification: Notification; onOpen: () => void; busy?: boolean }) {
  const unseen = !notification.isSeen;
  const sender = notification.Sender?.name ?? t('notifications.reserveDrugSupply');
  return (
    <UnstyledButton className={classes.card} data-unseen={unseen || undefined} onClick={onOpen} disabled={busy} data-testid="notification-card">
      {/* The card is named by what it shows (axe: label-content-name-mismatch); unseen is said first. */}
      {unseen ? <VisuallyHidden>{t('notifications.unseen2')}</VisuallyHidden> : null}
      <Avatar src={fileUrl(notification.Sender?.profilePic, DEFAULT_AVATAR)} alt={sender} radius="xl" size={42} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" fw={600} truncate="end">
            {sender}
          </Text>
          <Group gap={8} wrap="nowrap" style={{ flex: 'none' }}>
            <Tooltip label={formatDateTime(notification.createdAt)}>
              <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
                {dayjs(notification.createdAt).locale(currentLanguage()).fromNow()}
              </Text>
            </Tooltip>
            {unseen ? <span className={classes.dot} aria-hidden="true" /> : null}
          </Group>
        </Group>
        {/* Under the sender's name, where it has room on a phone too. */}
        {notification.askForApproval ? (
          <Badge size="xs" variant="light" color="yellow" mt={2}>
            {t('notifications.needsYourApproval')}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed" mt={2}>
          {notification.message}
        </Text>
        <Text size="sm" fw={700} mt={2}>
          {notification.messageMain}
        </Text>
      </div>
    </UnstyledButton>
  );
}
