import { Alert, Button, Code, CopyButton, Group, Modal, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { API_KEY_SCOPES, API_KEYS, apiKeyCreateSchema, apiKeyScopeKey, type ApiKeyCreated, type ApiKeyScope } from '@rds/contract';
import { schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { formatDate } from '../../../ui/format';
import { useCreateApiKey } from '../api';

const DAY_MS = 24 * 3600_000;
/**
 * How long a new key lasts, in days. A year is 365 days, not a calendar year: a browser clock a
 * little ahead of the server's would push a leap year's 366 days past API_KEYS.maxDays.
 */
const LIFETIMES = [30, 90, 180, 365] as const;
const DEFAULT_LIFETIME = 90;

/** How a system sends its key: the header itself, not words to translate. */
const AUTHORIZATION_EXAMPLE = `Authorization: Bearer ${API_KEYS.prefix}…`;

const lifetimeLabel = (days: number) => (days === 365 ? t('profile.apiKeys.oneYear') : t('profile.apiKeys.days', { count: days }));
const expiryAfter = (days: number) => new Date(Date.now() + Math.min(days, API_KEYS.maxDays) * DAY_MS);

/** What each access lets a key do, under its name. */
const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'profile.apiKeys.readHint',
  write: 'profile.apiKeys.writeHint',
};

interface Fields {
  name: string;
  scope: ApiKeyScope;
  /** Days from now, as the radio's value. */
  lifetime: string;
}

/** The name and the access are checked with the contract's own messages; the expiry comes from a choice. */
const validate = schemaResolver<Fields>(apiKeyCreateSchema.pick({ name: true, scope: true }), { sync: true });

function CreateKeyForm({ onCancel, create }: { onCancel: () => void; create: ReturnType<typeof useCreateApiKey> }) {
  const form = useForm<Fields>({ initialValues: { name: '', scope: 'read', lifetime: String(DEFAULT_LIFETIME) }, validate });
  const submit = form.onSubmit((values) => {
    if (create.isPending) return;
    const expiresAt = expiryAfter(Number(values.lifetime)).toISOString();
    create.mutate(apiKeyCreateSchema.parse({ name: values.name, scope: values.scope, expiresAt }));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.apiKeys.name')}
          description={t('profile.apiKeys.nameHint')}
          placeholder={t('profile.apiKeys.namePlaceholder')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
          maxLength={API_KEYS.nameMax}
        />
        <Radio.Group label={t('profile.apiKeys.access')} withAsterisk {...form.getInputProps('scope')}>
          <Stack gap="sm" mt={6}>
            {API_KEY_SCOPES.map((scope) => (
              <Radio key={scope} value={scope} label={t(apiKeyScopeKey(scope))} description={t(SCOPE_HINTS[scope])} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('profile.apiKeys.expires')}
          description={t('profile.apiKeys.expiresOn', { date: formatDate(expiryAfter(Number(form.values.lifetime))) })}
          withAsterisk
          {...form.getInputProps('lifetime')}
        >
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm" mt={6}>
            {LIFETIMES.map((days) => (
              <Radio key={days} value={String(days)} label={lifetimeLabel(days)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} leftSection={<IconKey size={16} />}>
            {t('profile.apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The new key, once: a read-only field to select or copy it from, and how a system sends it. */
function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={t('profile.apiKeys.copyItNow')}>
        {t('profile.apiKeys.shownOnce')}
      </Alert>
      <Textarea
        label={t('profile.apiKeys.keyNamed', { name: created.name })}
        value={created.key}
        readOnly
        autosize
        minRows={1}
        // Monospace, so that no character of the key reads as another (l and 1, O and 0); broken at
        // the edge, not after a '-' of the key, which would pass for a hyphen.
        styles={{ label: { overflowWrap: 'anywhere' }, input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        // The form that had the focus is gone: the key takes it, selected, ready to copy.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
      />
      <Text size="sm" c="dimmed">
        {t('profile.apiKeys.howToSend')} <Code>{AUTHORIZATION_EXAMPLE}</Code>
      </Text>
      <Group justify="space-between" gap="sm">
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? t('profile.apiKeys.copied') : t('profile.apiKeys.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('profile.apiKeys.done')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Create key: a name, read or read-and-write access and a lifetime; then the same dialog shows the
 * key, this once. The key lives in the mutation's result, which is dropped once the dialog has closed.
 */
export function ApiKeyCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const created = create.data?.data ?? null;
  return (
    <Modal
      opened={opened}
      // Not while the key is being made: its answer is the only time the key is ever seen.
      onClose={() => (create.isPending ? undefined : onClose())}
      onExitTransitionEnd={create.reset}
      // A stray click beside the dialog must not lose a key that is never shown again.
      closeOnClickOutside={!created}
      title={
        <Text fw={650} size="lg">
          {created ? t('profile.apiKeys.yourNewKey') : t('profile.apiKeys.createTitle')}
        </Text>
      }
      centered
      size="lg"
    >
      {created ? <NewKey created={created} onDone={onClose} /> : <CreateKeyForm onCancel={onClose} create={create} />}
    </Modal>
  );
}
