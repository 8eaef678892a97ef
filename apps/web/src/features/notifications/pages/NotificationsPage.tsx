import { Badge, Box, Button, LoadingOverlay, Paper } from '@mantine/core';
import { IconArrowsExchange, IconBellOff, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { useListQuery } from '../../../ui/useListQuery';
import { useMarkNotificationSeen, useNotificationList } from '../api';
import { NotificationCard } from '../components/NotificationCard';
import classes from '../components/NotificationCard.module.css';
import { t } from '../../../lib/i18n';

/** /notifications: one card per notification, paged; opening one marks it seen and follows its link. */
export default function NotificationsPage() {
  const navigate = useNavigate();
  const list = useListQuery();
  const query = useNotificationList(list.queryString);
  const { data, isLoading, isFetching, isPlaceholderData } = query;
  const markSeen = useMarkNotificationSeen();

  const open = async (notification: Notification) => {
    if (!notification.isSeen) {
      try {
        await markSeen.mutateAsync(notification._id);
      } catch {
        return; // the error toast is already shown
      }
    }
    if (notification.link) void navigate(notification.link);
  };

  const notifications = data?.notifications ?? [];
  const unread = data?.unreadCount ?? 0;

  return (
    <>
      <PageHeader
        title={t('notifications.notifications')}
        description={t('notifications.updatesOnYourRequestsOrders')}
        actions={
          <>
            {unread > 0 ? (
              <Badge size="lg" color="red" variant="light">
                {t('notifications.unseen', { unread })}
              </Badge>
            ) : null}
            {/* Transfers between members concern every portal; their list is one click away here. */}
            <Button component={Link} to="/stocktransfers" variant="default" size="xs" leftSection={<IconArrowsExchange size={14} />}>
              {t('notifications.stockTransfers')}
            </Button>
          </>
        }
      />
      <SearchSortBar list={list} exportPath="/notifications.csv" placeholder={t('notifications.searchNotifications')} />
      <Paper withBorder shadow="xs" pos="relative" style={{ overflow: 'hidden' }}>
        <LoadingOverlay
          visible={isLoading || (isFetching && isPlaceholderData)}
          zIndex={5}
          overlayProps={{ blur: 1, backgroundOpacity: 0.55 }}
          loaderProps={{ type: 'dots' }}
        />
        {failedToLoad(query, data) ? (
          <LoadError title={t('loadError.notifications')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        ) : notifications.length === 0 ? (
          isLoading ? (
            <Box h={240} />
          ) : list.search ? (
            <EmptyState
              icon={<IconSearch size={26} stroke={1.6} />}
              title={t('notifications.noNotificationsMatchYourSearch')}
              description={t('notifications.nothingContainsTryOtherWords', { search: list.search })}
            />
          ) : (
            <EmptyState
              icon={<IconBellOff size={26} stroke={1.6} />}
              title={t('notifications.youAreAllCaughtUp')}
              description={t('notifications.whenSomethingNeedsYourAttention')}
            />
          )
        ) : (
          <div role="list" aria-label={t('notifications.notifications')}>
            {notifications.map((notification) => (
              <div role="listitem" key={notification._id} className={classes.item}>
                <NotificationCard
                  notification={notification}
                  busy={markSeen.isPending && markSeen.variables === notification._id}
                  onOpen={() => void open(notification)}
                />
              </div>
            ))}
          </div>
        )}
        <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <PaginationBar
            total={data?.total ?? 0}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            noun={{ singular: 'notification' }}
          />
        </Box>
      </Paper>
    </>
  );
}
