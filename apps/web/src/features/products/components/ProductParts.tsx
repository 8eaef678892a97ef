import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { productStatusKey, type Product } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { formatMoney } from '../../../ui/format';
import classes from './ProductParts.module.css';
import { t } from '../../../lib/i18n';

/** A supplier's picture and name; a button when `onOpen` is given. */
export function SupplierCell({ supplier, onOpen }: { supplier: Product['Supplier']; onOpen?: () => void }) {
  const content = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={fileUrl(supplier.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={30} />
      <Text size="sm" fw={onOpen ? 500 : undefined} c={onOpen ? 'var(--mantine-primary-color-filled)' : undefined} lineClamp={2} miw={150}>
        {supplier.name}
      </Text>
    </Group>
  );
  return onOpen ? (
    <UnstyledButton onClick={onOpen} className={classes.supplierButton} aria-label={t('products.viewSupplier', { name: supplier.name })}>
      {content}
    </UnstyledButton>
  ) : (
    content
  );
}

/** 'Active' once approved, 'Pending for Approval' while its supply chain awaits the administrator. */
export function ProductStatusBadge({ isApproved }: { isApproved: boolean }) {
  return (
    <Badge variant="light" color={isApproved ? 'green' : 'yellow'} radius="sm" styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}>
      {t(productStatusKey(isApproved))}
    </Badge>
  );
}

/** The product's ID and, under it when it has one, its GTIN. */
export function ProductCode({ product }: { product: Pick<Product, 'productId' | 'gtin'> }) {
  return (
    <Stack gap={2}>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {product.productId}
      </Text>
      {product.gtin ? (
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {t('products.gtinLine', { gtin: product.gtin })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "$12.50": prices always to two decimals. */
export function Price({ value }: { value: number }) {
  return (
    <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      ${formatMoney(value)}
    </Text>
  );
}
