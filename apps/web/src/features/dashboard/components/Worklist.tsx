import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconAlertOctagon, IconChecklist, IconMapPin, IconTopologyStar3, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserType, WorklistGroup, WorklistKind } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, pluralize } from '../../../ui/format';
import { t } from '../../../lib/i18n';
import { LoadError } from '../../../ui/LoadError';
import { useWorklist } from '../api';

/** Each kind's words are catalogue keys, read when drawn (the language may change meanwhile). */
const KINDS: Record<WorklistKind, { title: string; noun: string; icon: Icon; since?: string; list?: { to: string; label: string } }> = {
  PAR_LEVEL: { title: 'worklist.parLevel.title', noun: 'request', icon: IconAdjustments },
  LOCATION: { title: 'worklist.location.title', noun: 'location', icon: IconMapPin, list: { to: '/locations', label: 'worklist.location.all' } },
  SUPPLY_CHAIN: {
    title: 'worklist.supplyChain.title',
    noun: 'supply_chain',
    icon: IconTopologyStar3,
    list: { to: '/product', label: 'worklist.supplyChain.all' },
  },
  COUNT: { title: 'worklist.count.title', noun: 'count', icon: IconChecklist, list: { to: '/counts', label: 'worklist.count.all' } },
  // A recall waits since its respond-by date, which is what the holder must see.
  RECALL_OVERDUE: {
    title: 'worklist.recallOverdue.title',
    noun: 'recall',
    icon: IconAlertOctagon,
    since: 'worklist.recallOverdue.respondBy',
    list: { to: '/recalls', label: 'worklist.recallOverdue.all' },
  },
};

function KindGroup({ group }: { group: WorklistGroup }) {
  const kind = KINDS[group.kind];
  const KindIcon = kind.icon;
  return (
    <section aria-labelledby={`worklist-${group.kind}`} data-testid={`worklist-${group.kind}`}>
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={28} radius="md">
            <KindIcon size={16} />
          </ThemeIcon>
          <Title order={3} fz="sm" id={`worklist-${group.kind}`}>
            {t(kind.title)}
          </Title>
        </Group>
        <Badge variant={group.count > 0 ? 'filled' : 'light'} color={group.count > 0 ? 'red' : 'gray'} aria-label={pluralize(group.count, kind.noun)}>
          {group.count}
        </Badge>
      </Group>
      {group.items.length === 0 ? (
        <Text size="sm" c="dimmed" pl={36}>
          {t('worklist.nothingWaiting')}
        </Text>
      ) : (
        <Stack gap={4} pl={36} component="ol" style={{ listStyle: 'none', margin: 0 }}>
          {group.items.map((item) => (
            <li key={item._id}>
              <Anchor component={Link} to={item.link} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t(kind.since ?? 'worklist.waitingSince', { requestedBy: item.requestedBy, date: formatDate(item.since) })}
              </Text>
            </li>
          ))}
          {group.count > group.items.length ? (
            <Text size="xs" c="dimmed" component="li">
              {t('worklist.andMore', { more: pluralize(group.count - group.items.length, kind.noun) })}
              {kind.list ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={kind.list.to} size="xs">
                    {t(kind.list.label)}
                  </Anchor>
                </>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      )}
    </section>
  );
}

/**
 * "Needs your attention": what waits for the reader, by kind, oldest first, each with its link. The
 * administrator's every kind, always shown; another portal's overdue recalls, shown only when some wait.
 */
export function Worklist({ usertype }: { usertype: UserType }) {
  const query = useWorklist(true);
  const { data } = query;
  const administrator = usertype === 'healthpro';
  if (!administrator && !data?.total) return null;
  return (
    <Paper withBorder shadow="xs" p="lg" mb="lg" data-testid="worklist">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <IconChecklist size={22} color="var(--mantine-color-clinical-7)" />
          <Title order={2} fz="lg">
            {t('worklist.title')}
          </Title>
        </Group>
        {data ? (
          <Text size="sm" c="dimmed" data-testid="worklist-total">
            {t('worklist.total', { count: data.total })}
          </Text>
        ) : null}
      </Group>
      {query.isError && !data ? (
        <LoadError title={t('worklist.loadError')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState size="sm" title={t('worklist.caughtUp')} description={t('worklist.caughtUpDescription')} />
      ) : (
        <Stack gap="lg">
          {data.groups.map((group) => (
            <KindGroup key={group.kind} group={group} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
