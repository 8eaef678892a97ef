import type { MantineColor } from '@mantine/core';
import { IconBuildingFactory2, IconBuildingWarehouse, IconPackages, type Icon } from '@tabler/icons-react';
import type { SupplyChainFlag, SupplyChainStatus, SupplyChainType } from '@rds/contract';

/** The three columns of a supply chain card, in the spec's order; `title` and `singular` are catalogue keys. */
export const PARTNER_COLUMNS: Array<{
  type: SupplyChainType;
  key: 'materialSuppliers' | 'manufacturingFacilities' | 'warehouses';
  title: string;
  singular: string;
  icon: Icon;
}> = [
  {
    type: 'MATERIAL_SUPPLIER',
    key: 'materialSuppliers',
    title: 'supplyChain.column.materialSuppliers',
    singular: 'supplyChain.column.materialSupplier',
    icon: IconPackages,
  },
  {
    type: 'MANUFACTURING_FACILITIES',
    key: 'manufacturingFacilities',
    title: 'supplyChain.column.manufacturingFacilities',
    singular: 'supplyChain.column.manufacturingFacility',
    icon: IconBuildingFactory2,
  },
  { type: 'WAREHOUSES', key: 'warehouses', title: 'supplyChain.column.warehouses', singular: 'supplyChain.column.warehouse', icon: IconBuildingWarehouse },
];

/** Each status's colour (its words are the contract's supplyChainStatusKey). */
export const CHAIN_STATUS_COLORS: Record<SupplyChainStatus, MantineColor> = { DRAFT: 'gray', PENDING: 'yellow', APPROVED: 'green', DENIED: 'red' };

/** Flag colours; the word is always shown beside the colour. */
export const FLAG_COLORS: Record<SupplyChainFlag, MantineColor> = { GREEN: 'green', YELLOW: 'yellow', RED: 'red' };

/** Text on a light yellow badge: Mantine's own yellow is too pale to read there. */
export const YELLOW_TEXT = '#7a4f00';

/** The text colour of a light badge of this colour (darker than Mantine's default, so yellow stays legible). */
export const badgeText = (color: MantineColor) => (color === 'yellow' ? YELLOW_TEXT : undefined);
