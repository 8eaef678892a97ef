import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  timelineEventKey,
  type ActivityEvent,
  type ActivityPage,
  type TimelineChange,
  type TimelineEvent,
  type TimelineKind,
  type TimelinePage,
  type TimelineParty,
} from '@rds/contract';
import { api, type PortalPath } from '../lib/api';
import { t } from '../lib/i18n';
import { queryKeys } from '../lib/queryKeys';
import { EmptyState } from '../ui/EmptyState';
import { formatDateTime } from '../ui/format';
import { Section } from '../ui/Section';
import { StatusBadge } from '../ui/StatusBadge';

/** How many events a page of history holds; "Show more" reads the next. */
const PAGE = 10;

const TYPE_LABELS: Record<TimelineParty['type'], string> = {
  member: 'userType.member',
  supplier: 'userType.supplier',
  distributor: 'userType.distributor',
  healthpro: 'userType.healthpro',
};

/** The fields an edit may change, by name; a field not listed here shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  requestedParLevel: 'timeline.field.requestedParLevel',
  minimumExpiry: 'timeline.field.minimumExpiry',
  name: 'timeline.field.name',
  brand: 'timeline.field.brand',
  productId: 'timeline.field.productId',
  contractNumber: 'timeline.field.contractNumber',
  price: 'timeline.field.price',
  minimumOrderSize: 'timeline.field.minimumOrderSize',
  supplierId: 'timeline.field.supplier',
  image: 'timeline.field.image',
  line1: 'timeline.field.line1',
  line2: 'timeline.field.line2',
  postalCode: 'timeline.field.postalCode',
  comment: 'timeline.field.comment',
  email: 'timeline.field.email',
  phone: 'timeline.field.phone',
  address: 'timeline.field.address',
  isActive: 'timeline.field.isActive',
  expiryLotPreferences: 'timeline.field.expiryLotPreferences',
  profilePic: 'timeline.field.profilePic',
  flag: 'timeline.field.flag',
  type: 'timeline.field.type',
};

function shown(value: TimelineChange['from']): string {
  if (value === null || value === '') return t('timeline.empty');
  if (value === 'true') return t('timeline.yes');
  if (value === 'false') return t('timeline.no');
  return value;
}

function Party({ party }: { party: TimelineParty }) {
  return (
    <>
      <Text span size="sm" fw={650}>
        {party.name}
      </Text>{' '}
      <Badge size="xs" variant="light" color="gray" radius="sm">
        {t(TYPE_LABELS[party.type])}
      </Badge>
    </>
  );
}

function Change({ change }: { change: TimelineChange }) {
  const field = FIELD_LABELS[change.field] ? t(FIELD_LABELS[change.field]!) : change.field;
  // A picture's change names the field only: its file is no value a person reads.
  if (change.from === null && change.to === null) return <Text size="sm">{t('timeline.fieldChanged', { field })}</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t('timeline.fieldFromTo', { field, from: shown(change.from), to: shown(change.to) })}
    </Text>
  );
}

/** The record an activity row is about: its label, and where it opens (null for a record without a screen). */
interface RecordRef {
  label: string;
  to: string | null;
}

/** One event: what happened, the statuses around it, the fields it changed, who did it (and as whom), and when. */
function EventItem({ event, record }: { event: TimelineEvent; record?: RecordRef | null }) {
  return (
    <Stack gap={4} data-testid="timeline-event" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)', paddingLeft: 12 }}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={650}>
          {t(timelineEventKey(event.event), { action: event.event })}
        </Text>
        {event.from || event.to ? (
          <Group gap={4} wrap="nowrap" aria-label={t('timeline.statusFromTo', { from: event.from ?? '', to: event.to ?? '' })}>
            {event.from ? <StatusBadge status={event.from} size="sm" /> : null}
            {event.from && event.to ? <IconArrowRight size={14} aria-hidden /> : null}
            {event.to ? <StatusBadge status={event.to} size="sm" /> : null}
          </Group>
        ) : null}
      </Group>
      {event.changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
      <Text size="sm" c="dimmed" component="div">
        {event.actor ? <Party party={event.actor} /> : t('timeline.thePortal')}
        {event.actingAs ? (
          <>
            {' '}
            {t('timeline.actingAs')} <Party party={event.actingAs} />
          </>
        ) : null}
        {' · '}
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </Text>
      {record?.to ? (
        <Anchor component={Link} to={record.to} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {record.label}
        </Anchor>
      ) : record ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {record.label}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Pages of events, newest first, read a page at a time ("Show more"): `read` fetches one. */
function useEventPages<P extends { events: unknown[]; total: number }>(
  queryKey: readonly unknown[],
  read: (page: { limit: number; skip: number }, signal: AbortSignal) => Promise<{ data: P }>,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => read({ limit: PAGE, skip: pageParam }, signal).then((r) => r.data),
    initialPageParam: 0,
    getNextPageParam: (last: P, pages: P[]) => {
      const read = pages.reduce((sum, page) => sum + page.events.length, 0);
      return read < last.total ? read : undefined;
    },
    enabled,
  });
}

function EventList<E extends TimelineEvent>({
  query,
  recordOf,
}: {
  query: ReturnType<typeof useEventPages<{ events: E[]; total: number }>>;
  recordOf?: (event: E) => RecordRef | null;
}) {
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  if (query.isError) return <Text size="sm">{t('timeline.couldNotLoad')}</Text>;
  if (query.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t('timeline.loading')}
      </Text>
    );
  if (events.length === 0) return <EmptyState icon={<IconHistory size={28} stroke={1.6} />} title={t('timeline.nothingYet')} />;
  const total = query.data?.pages.at(-1)?.total ?? events.length;
  return (
    <Stack gap="md">
      {events.map((event) => (
        <EventItem key={event.id} event={event} record={recordOf?.(event)} />
      ))}
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('timeline.shownOf', { shown: events.length, total })}
        </Text>
        {query.hasNextPage ? (
          <Button variant="default" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('timeline.showMore')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export interface HistorySectionProps {
  kind: TimelineKind;
  id: string;
  /** The record's version (or last change): when it moves, the history is read again. */
  revision: string | number;
  /** Without its own panel, inside a modal or another section. */
  bare?: boolean;
}

/** A record's History: who did what and when, newest first, "acting as" when an administrator acted as someone. */
/** GET /api/{type}/timeline/{kind}/{id}: one path per kind of record. */
const TIMELINE_PATHS = {
  stockrequest: '/timeline/stockrequest/{id}',
  replenishment: '/timeline/replenishment/{id}',
  order: '/timeline/order/{id}',
  transfer: '/timeline/transfer/{id}',
  replacement: '/timeline/replacement/{id}',
  count: '/timeline/count/{id}',
  recall: '/timeline/recall/{id}',
  location: '/timeline/location/{id}',
  supplychain: '/timeline/supplychain/{id}',
  product: '/timeline/product/{id}',
  user: '/timeline/user/{id}',
} as const satisfies Record<TimelineKind, PortalPath>;

export function HistorySection({ kind, id, revision, bare }: HistorySectionProps) {
  const query = useEventPages<TimelinePage>(
    queryKeys.timeline.one(kind, id, revision),
    (page, signal) => api.get(TIMELINE_PATHS[kind], { params: { path: { id }, query: page }, signal }),
    !!id,
  );
  const list = <EventList query={query} />;
  return bare ? list : <Section title={t('timeline.history')}>{list}</Section>;
}

/** Where each kind of record opens in the administrator's portal (a product or a replenishment on its list). */
const ADMIN_RECORD_LINKS: Record<TimelineKind, ((id: string) => string) | null> = {
  stockrequest: (id) => `/parlevel/${id}`,
  replenishment: () => '/replenishment',
  order: (id) => `/order/${id}/new`,
  transfer: (id) => `/stocktransfer/${id}`,
  replacement: (id) => `/stockreplacement/${id}`,
  count: (id) => `/count/${id}`,
  recall: (id) => `/recall/${id}`,
  location: (id) => `/location/${id}`,
  supplychain: (id) => `/supplychain/${id}`,
  product: () => '/product',
  user: null,
};

const KIND_LABELS: Record<TimelineKind, string> = {
  stockrequest: 'timeline.kind.stockrequest',
  replenishment: 'timeline.kind.replenishment',
  order: 'timeline.kind.order',
  transfer: 'timeline.kind.transfer',
  replacement: 'timeline.kind.replacement',
  count: 'timeline.kind.count',
  recall: 'timeline.kind.recall',
  location: 'timeline.kind.location',
  supplychain: 'timeline.kind.supplychain',
  product: 'timeline.kind.product',
  user: 'timeline.kind.user',
};

/** The administrator's view of an account's activity across records, each with a link to its record. */
export function UserActivity({ userId }: { userId: string }) {
  const query = useEventPages<ActivityPage>(
    queryKeys.timeline.activity(userId),
    (page, signal) => api.get('/user/{id}/activity', { params: { path: { id: userId }, query: page }, signal }),
    !!userId,
  );
  const recordOf = (event: ActivityEvent): RecordRef | null => {
    // The account whose activity this is needs no naming on its own rows.
    if (!event.kind || !event.recordId || (event.kind === 'user' && event.recordId === userId)) return null;
    const kind = t(KIND_LABELS[event.kind]);
    const to = ADMIN_RECORD_LINKS[event.kind]?.(event.recordId) ?? null;
    // An order goes by its number, as everywhere in the portal; other records by their name.
    if (event.record && event.kind === 'order' && to) return { to, label: t('timeline.openOrder', { orderId: event.record }) };
    if (event.record) return { to, label: t(to ? 'timeline.openNamedRecord' : 'timeline.namedRecord', { kind, name: event.record }) };
    return to ? { to, label: t('timeline.openRecord', { kind }) } : null;
  };
  return <EventList query={query} recordOf={recordOf} />;
}

/**
 * A list row's History action, for a record without a page of its own. The page keeps which
 * record's HistoryModal is open: a row's own state would be lost when the list redraws its rows as
 * cards on a narrower window.
 */
export function HistoryButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label={t('timeline.historyShort')}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('timeline.showHistory', { name })} onClick={onClick}>
        <IconHistory size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A record without a page of its own (a product, an account) shows its History in a dialog; an
 * account's dialog adds the administrator's view of its Activity across records.
 */
export function HistoryModal({
  kind,
  id,
  name,
  withActivity,
  onClose,
}: {
  kind: TimelineKind;
  id: string;
  name: string;
  withActivity?: boolean;
  onClose: () => void;
}) {
  // Read afresh each time the dialog opens: the record may have changed since.
  const [openedAt] = useState(() => Date.now());
  return (
    <Modal opened onClose={onClose} title={t('timeline.historyOf', { name })} size="lg" closeButtonProps={{ 'aria-label': t('timeline.close') }}>
      {withActivity ? (
        <Tabs defaultValue="history" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="history">{t('timeline.history')}</Tabs.Tab>
            <Tabs.Tab value="activity">{t('timeline.activity')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="history">
            <HistorySection kind={kind} id={id} revision={openedAt} bare />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <UserActivity userId={id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <HistorySection kind={kind} id={id} revision={openedAt} bare />
      )}
    </Modal>
  );
}
