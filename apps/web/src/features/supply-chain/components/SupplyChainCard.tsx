import { Alert, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplyChain, SupplyChainFlag, SupplyChainItem, SupplyChainType } from '@rds/contract';
import { DenialReason } from '../../../ui/DenialReason';
import { PartnerColumn } from './PartnerColumn';
import { ProductSummary } from './ProductSummary';
import { PARTNER_COLUMNS } from './labels';
import { t } from '../../../lib/i18n';

export interface SupplyChainCardActions {
  onAdd: (chain: SupplyChain, type: SupplyChainType) => void;
  onEdit: (chain: SupplyChain, item: SupplyChainItem) => void;
  onDelete: (item: SupplyChainItem) => void;
  onFlag: (item: SupplyChainItem, flag: SupplyChainFlag | null) => void;
  onSubmit: (chain: SupplyChain) => void;
  flagging?: string | null;
  submitting?: string | null;
}

/** One product's supply chain: the product and three columns of partners; editable for its supplier. */
export function SupplyChainCard({ chain, actions }: { chain: SupplyChain; actions?: SupplyChainCardActions }) {
  const canSubmit = !!actions && chain.abilities.submit;
  return (
    <Paper
      withBorder
      shadow="xs"
      p="lg"
      data-testid="supply-chain-card"
      aria-label={t('supplyChain.supplyChainOf', { name: chain.Product.name })}
      component="article"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <ProductSummary chain={chain} />
          <Group gap="sm">
            {chain._id ? (
              <Button component={Link} to={`/supplychain/${chain._id}`} variant="subtle" rightSection={<IconArrowRight size={16} />}>
                {t('supplyChain.details')}
              </Button>
            ) : null}
            {canSubmit ? (
              <Button leftSection={<IconSend size={16} />} loading={actions.submitting === chain._id} onClick={() => actions.onSubmit(chain)}>
                {t('supplyChain.submitForApproval')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {chain.status === 'DENIED' && actions ? (
          <Alert variant="light" color="red" icon={<IconInfoCircle size={18} />} py="xs">
            {t('supplyChain.theProgrammeDeniedThisSupply')}
            <DenialReason reason={chain.decisionReason} />
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {PARTNER_COLUMNS.map((column) => (
            <PartnerColumn
              key={column.type}
              column={column}
              items={chain[column.key]}
              actions={
                actions
                  ? {
                      onAdd: () => actions.onAdd(chain, column.type),
                      onEdit: (item) => actions.onEdit(chain, item),
                      onDelete: actions.onDelete,
                      onFlag: actions.onFlag,
                      flagging: actions.flagging,
                    }
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
