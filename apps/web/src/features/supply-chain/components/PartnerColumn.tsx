import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { SupplyChainFlag, SupplyChainItem } from '@rds/contract';
import { FlagBadge, FlagMenu } from './FlagBadge';
import type { PARTNER_COLUMNS } from './labels';
import { t } from '../../../lib/i18n';

export interface PartnerActions {
  onAdd: () => void;
  onEdit: (item: SupplyChainItem) => void;
  onDelete: (item: SupplyChainItem) => void;
  onFlag: (item: SupplyChainItem, flag: SupplyChainFlag | null) => void;
  /** The partner whose flag is being saved. */
  flagging?: string | null;
}

function PartnerRow({ item, actions }: { item: SupplyChainItem; actions?: PartnerActions }) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="none" data-testid="partner">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lh={1.3}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {item.line1}
          </Text>
          <Text size="xs" c="dimmed">
            {item.line2} {item.postalCode}
          </Text>
        </Box>
        {actions ? (
          <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
            <Tooltip label={t('supplyChain.edit')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('supplyChain.edit2', { name: item.name })} onClick={() => actions.onEdit(item)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('supplyChain.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('supplyChain.delete2', { name: item.name })} onClick={() => actions.onDelete(item)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <Box mt={8}>
        {actions ? (
          <FlagMenu name={item.name} flag={item.flag} disabled={actions.flagging === item._id} onChange={(flag) => actions.onFlag(item, flag)} />
        ) : (
          <FlagBadge flag={item.flag} />
        )}
      </Box>
    </Paper>
  );
}

/** One column of a supply chain: its partners with their flags; add, edit and delete when editable. */
export function PartnerColumn({ column, items, actions }: { column: (typeof PARTNER_COLUMNS)[number]; items: SupplyChainItem[]; actions?: PartnerActions }) {
  const ColumnIcon = column.icon;
  return (
    <Box
      component="section"
      aria-label={t(column.title)}
      p="sm"
      style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-2)' }}
    >
      {/* Add goes under a title too long to share its line (French, on a phone). */}
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm" mih={30}>
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
          <ThemeIcon variant="light" size={28} radius="md" style={{ flex: 'none' }}>
            <ColumnIcon size={16} />
          </ThemeIcon>
          <Text size="sm" fw={650} lh={1.25}>
            {t(column.title)}
          </Text>
          <Badge size="sm" variant="default" radius="xl" className="tabular-nums" aria-label={t('supplyChain.inTotal', { items: items.length })}>
            {items.length}
          </Badge>
        </Group>
        {actions ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={actions.onAdd}
            aria-label={t('supplyChain.addTo', { title: t(column.title) })}
            style={{ flex: 'none' }}
          >
            {t('supplyChain.add')}
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('supplyChain.noneYet', { title: t(column.title) })}
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map((item) => (
            <PartnerRow key={item._id} item={item} actions={actions} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
