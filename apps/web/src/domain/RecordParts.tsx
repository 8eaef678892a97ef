import type { ReactNode } from 'react';
import { Avatar, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DEFAULT_AVATAR, DEFAULT_PRODUCT_IMAGE, fileUrl } from '../lib/api';
import { pluralize, formatNumber } from '../ui/format';
import { t } from '../lib/i18n';
import { UnitsRecalled } from './Recalled';

/**
 * The small pieces of the domain every product, stock and request screen shows: a product (image,
 * name, brand), a party (picture, name, e-mail, address), the units held. Shared here so that the
 * products, reserve, stock, stock-request and invoice screens draw them the same way.
 */

export interface ProductLike {
  name: string;
  brand?: string;
  image: string | null;
}

export interface PartyLike {
  name: string;
  profilePic: string | null;
  email?: string;
  address?: string;
}

/** A product's image from `/{path}`; the default product picture when it has none or it fails to load. */
export function ProductImage({ product, size = 44 }: { product: Pick<ProductLike, 'image' | 'name'>; size?: number }) {
  return (
    <Image
      src={fileUrl(product.image, DEFAULT_PRODUCT_IMAGE)}
      fallbackSrc={DEFAULT_PRODUCT_IMAGE}
      alt={product.name}
      w={size}
      h={size}
      radius="md"
      fit="contain"
      bg="white"
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    />
  );
}

/**
 * Image, name and brand of a product (and an optional line under them). The catalogue's tables,
 * with many columns beside it, keep the name at least `nameMinWidth` pixels wide and `nameLines` lines long.
 */
export function ProductCell({
  product,
  size = 44,
  nameLines = 3,
  nameMinWidth = 0,
  extra,
}: {
  product: ProductLike;
  size?: number;
  nameLines?: number;
  nameMinWidth?: number;
  extra?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductImage product={product} size={size} />
      <Stack gap={0} miw={nameMinWidth}>
        <Text size="sm" fw={600} lineClamp={nameLines}>
          {product.name}
        </Text>
        {product.brand ? (
          <Text size="xs" c="dimmed">
            {product.brand}
          </Text>
        ) : null}
        {extra}
      </Stack>
    </Group>
  );
}

/** A member's, supplier's or user's picture and name on one line. */
export function PartyCell({ party, size = 30 }: { party: PartyLike; size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={fileUrl(party.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={size} />
      <Text size="sm" lineClamp={2}>
        {party.name}
      </Text>
    </Group>
  );
}

/** Picture, name, address and e-mail of a party, as a details block. */
export function PartyBlock({ party, size = 52 }: { party: PartyLike; size?: number }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar src={fileUrl(party.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={size} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={650} size="sm">
          {party.name}
        </Text>
        {party.address ? (
          <Text size="sm" c="dimmed">
            {party.address}
          </Text>
        ) : null}
        {party.email ? (
          <Text size="sm" component="a" href={`mailto:${party.email}`} c="var(--mantine-primary-color-filled)" style={{ wordBreak: 'break-all' }}>
            {party.email}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** Units held, in red with a warning when below the par level. */
export function UnitsHeld({ stock, size = 'lg' }: { stock: { parLevel: number; totalAssignedUnits: number; recalledUnits?: number }; size?: 'sm' | 'lg' }) {
  const below = stock.totalAssignedUnits < stock.parLevel;
  const value = (
    <Group gap={6} wrap="nowrap" data-below-par={below || undefined}>
      <Text fz={size} fw={size === 'lg' ? 700 : 600} c={below ? 'red.9' : undefined} className="tabular-nums" data-testid="units-held">
        {formatNumber(stock.totalAssignedUnits)}
      </Text>
      {below ? <IconAlertTriangle size={size === 'lg' ? 18 : 16} color="var(--mantine-color-red-7)" aria-label={t('domain.belowParLevel')} /> : null}
    </Group>
  );
  const held = below ? (
    <Tooltip label={t('domain.belowParLevel2', { totalAssignedUnits: formatNumber(stock.parLevel - stock.totalAssignedUnits) })}>{value}</Tooltip>
  ) : (
    value
  );
  // Recalled units are on hand but not available: said apart, in red.
  return stock.recalledUnits ? (
    <Stack gap={2}>
      {held}
      <UnitsRecalled units={stock.recalledUnits} size={size === 'lg' ? 'sm' : 'xs'} />
    </Stack>
  ) : (
    held
  );
}

/** '1 month', '6 months'. */
export const months = (n: number) => pluralize(n, 'month');
