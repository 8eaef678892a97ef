import { useRef, useState } from 'react';
import { Anchor, Button, Code, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconKey, IconPlus } from '@tabler/icons-react';
import { apiKeyScopeKey, apiKeyStatusKey, type ApiKey, type ApiKeyStatus } from '@rds/contract';
import { toQueryString } from '../../../lib/api';
import { useImpersonator } from '../../../lib/impersonation';
import { t } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useApiKeys, useRevokeApiKey } from '../api';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { Trans } from 'react-i18next';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'green', expired: 'gray', revoked: 'red' };
const NOUN = { singular: 'api key' };

function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  return <StatusBadge status={status} label={t(apiKeyStatusKey(status))} color={STATUS_COLORS[status]} />;
}

/** Asks before revoking, naming the key; a key revoked meanwhile elsewhere is refused by the server (409, a toast). */
function RevokeApiKeyDialog({ apiKey: asked, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  // Keep the name on screen while the dialog fades out.
  const shown = useRef(asked);
  if (asked) shown.current = asked;
  const confirm = () => {
    if (!asked || revoke.isPending) return;
    revoke.mutate(asked._id, {
      onSuccess: (result) => {
        showSuccess(result.message || t('profile.apiKeys.revokedToast'));
        onClose();
      },
      onError: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={!!asked}
      title={t('profile.apiKeys.revokeTitle')}
      message={<Trans i18nKey="profile.apiKeys.revokeConfirm" values={{ name: shown.current?.name }} components={{ b: <strong /> }} />}
      confirmLabel={t('profile.apiKeys.revoke')}
      onConfirm={confirm}
      onCancel={onClose}
      loading={revoke.isPending}
    />
  );
}

/**
 * The profile's API keys: what a key is for, the user's keys (never the keys themselves) with
 * revoke, and Create key. An administrator acting as someone may not create one (the API says 403):
 * a key would outlive the acting session.
 */
export function ApiKeysSection() {
  const acting = !!useImpersonator();
  const list = useListQuery();
  const query = useApiKeys(toQueryString({ limit: list.limit, skip: list.skip }));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: t('profile.apiKeys.name'),
      render: (key) => (
        <Text size="sm" fw={600} miw={140} style={{ overflowWrap: 'anywhere' }}>
          {key.name}
        </Text>
      ),
    },
    {
      key: 'scope',
      header: t('profile.apiKeys.access'),
      render: (key) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(apiKeyScopeKey(key.scope))}
        </Text>
      ),
    },
    {
      key: 'start',
      header: t('profile.apiKeys.key'),
      render: (key) => <Code style={{ whiteSpace: 'nowrap' }}>{`${key.start}…`}</Code>,
    },
    { key: 'created', header: t('profile.apiKeys.created'), render: (key) => <DateText value={key.createdAt} /> },
    { key: 'expires', header: t('profile.apiKeys.expires'), render: (key) => <DateText value={key.expiresAt} /> },
    {
      key: 'lastUsed',
      header: t('profile.apiKeys.lastUsed'),
      render: (key) =>
        key.lastUsedAt ? (
          <DateText value={key.lastUsedAt} withTime />
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.never')}
          </Text>
        ),
    },
    { key: 'status', header: t('profile.apiKeys.status'), render: (key) => <ApiKeyStatusBadge status={key.status} /> },
    {
      // Unlabelled: on a phone the action goes across the foot of the key's card.
      key: 'action',
      header: '',
      align: 'right',
      render: (key) =>
        key.status === 'active' ? (
          <Button size="xs" variant="light" color="red" aria-label={t('profile.apiKeys.revokeNamed', { name: key.name })} onClick={() => setRevoking(key)}>
            {t('profile.apiKeys.revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack component="section" aria-labelledby="api-keys-title" gap="md" mt="xl">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={2} fz="lg" id="api-keys-title">
            {t('profile.apiKeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.intro')} {/* Underlined and a shade darker: told apart from the sentence by more than its colour, and 4.5:1 on the page. */}
            <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" inherit underline="always" c="clinical.8" style={{ whiteSpace: 'nowrap' }}>
              {t('profile.apiKeys.docs')}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: '-2px' }} />
              <VisuallyHidden>{t('profile.apiKeys.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          </Text>
          {acting ? (
            <Text id="api-keys-acting" size="sm" c="orange.9">
              {t('profile.apiKeys.notWhileActing')}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          disabled={acting}
          aria-describedby={acting ? 'api-keys-acting' : undefined}
        >
          {t('profile.apiKeys.create')}
        </Button>
      </Group>
      <ListTable
        columns={columns}
        rows={query.data?.apiKeys ?? []}
        rowKey={(key) => key._id}
        list={list}
        query={query}
        noun={NOUN}
        minWidth={960}
        pagerWhenPaged
        emptyIcon={IconKey}
        emptyTitle={t('profile.apiKeys.emptyTitle')}
        emptyDescription={t('profile.apiKeys.emptyDescription')}
      />
      <ApiKeyCreateDialog opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

/** A date (or date and time) in the portal's language, as a machine-readable <time>. */
function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return (
    <Text size="sm" component="time" dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {withTime ? formatDateTime(value) : formatDate(value)}
    </Text>
  );
}
