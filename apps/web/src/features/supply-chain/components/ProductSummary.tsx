import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { productStatusKey, supplyChainStatusKey, type SupplyChain } from '@rds/contract';
import { ProductImage } from '../../../domain';
import { CHAIN_STATUS_COLORS, YELLOW_TEXT, badgeText } from './labels';
import { t } from '../../../lib/i18n';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The badge goes under a label too long to share its line, rather than be squeezed empty.
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** The product of a supply chain: picture, name, product ID and brand, its status and the chain's status. */
export function ProductSummary({ chain, extra, titleOrder = 3 }: { chain: SupplyChain; extra?: ReactNode; titleOrder?: 2 | 3 }) {
  const product = chain.Product;
  const chainColor = CHAIN_STATUS_COLORS[chain.status];
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ProductImage product={product} size={72} />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={titleOrder} fz="lg" lh={1.25}>
          {product.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('products.productId')} <span className="tabular-nums">{product.productId}</span> · {product.brand}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Labelled label={t('supplyChain.product')}>
            <Badge
              variant="light"
              radius="sm"
              color={product.isApproved ? 'green' : 'yellow'}
              c={product.isApproved ? undefined : YELLOW_TEXT}
              data-testid="product-status"
            >
              {t(productStatusKey(product.isApproved))}
            </Badge>
          </Labelled>
          <Labelled label={t('supplyChain.supplyChain')}>
            <Badge variant="light" radius="sm" color={chainColor} c={badgeText(chainColor)} data-testid="chain-status">
              {t(supplyChainStatusKey(chain.status))}
            </Badge>
          </Labelled>
          {extra}
        </Group>
      </Stack>
    </Group>
  );
}
