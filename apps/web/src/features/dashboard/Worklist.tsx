import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconChecklist, IconMapPin, IconTopologyStar3, type Icon } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { WorklistGroup, WorklistKind } from '@rds/contract';
import { EmptyState } from '../../ui/EmptyState';
import { pluralize } from '../../ui/format';
import { LoadError } from '../../ui/LoadError';
import { useWorklist } from './api';

const KINDS: Record<WorklistKind, { title: string; noun: string; icon: Icon; list?: { to: string; label: string } }> = {
  PAR_LEVEL: { title: 'Par-level requests to approve', noun: 'request', icon: IconAdjustments },
  LOCATION: { title: 'Locations to approve', noun: 'location', icon: IconMapPin, list: { to: '/locations', label: 'All locations' } },
  SUPPLY_CHAIN: { title: 'Supply chains to review', noun: 'supply chain', icon: IconTopologyStar3, list: { to: '/product', label: 'All products' } },
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
            {kind.title}
          </Title>
        </Group>
        <Badge variant={group.count > 0 ? 'filled' : 'light'} color={group.count > 0 ? 'red' : 'gray'} aria-label={pluralize(group.count, kind.noun)}>
          {group.count}
        </Badge>
      </Group>
      {group.items.length === 0 ? (
        <Text size="sm" c="dimmed" pl={36}>
          Nothing waiting.
        </Text>
      ) : (
        <Stack gap={4} pl={36} component="ol" style={{ listStyle: 'none', margin: 0 }}>
          {group.items.map((item) => (
            <li key={item._id}>
              <Anchor component={Link} to={item.link} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {item.requestedBy} · waiting since {dayjs(item.since).format('MMM DD, YYYY')}
              </Text>
            </li>
          ))}
          {group.count > group.items.length ? (
            <Text size="xs" c="dimmed" component="li">
              and {pluralize(group.count - group.items.length, kind.noun)} more
              {kind.list ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={kind.list.to} size="xs">
                    {kind.list.label}
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

/** The administrator's "Needs your attention": what waits for a decision, by kind, oldest first, each with its link. */
export function Worklist() {
  const query = useWorklist(true);
  const { data } = query;
  return (
    <Paper withBorder shadow="xs" p="lg" mb="lg" data-testid="worklist">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <IconChecklist size={22} color="var(--mantine-color-clinical-7)" />
          <Title order={2} fz="lg">
            Needs your attention
          </Title>
        </Group>
        {data ? (
          <Text size="sm" c="dimmed" data-testid="worklist-total">
            {data.total === 0 ? 'Nothing waiting' : `${pluralize(data.total, 'item')} waiting, oldest first`}
          </Text>
        ) : null}
      </Group>
      {query.isError && !data ? (
        <LoadError title="The worklist could not be loaded" error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          size="sm"
          title="You are all caught up"
          description="Par-level requests, locations and supply chains that wait for your decision appear here."
        />
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
