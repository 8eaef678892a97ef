import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPill } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useProductList } from '../api';
import { Price, ProductCode, SupplierCell } from '../components/ProductParts';
import { ProductCell } from '../../../domain';
import { t } from '../../../lib/i18n';

/** /product (distributor): heading 'Total N Product(s)'; ID, product, supplier, supplier address and price. */
export default function DistributorProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);
  // Below 62em: one cell per product (ID and price over the product, its supplier under), so nothing is wider than a phone.
  const wide = useMediaQuery('(min-width: 62em)', true);

  const columns: Column<Product>[] = [
    {
      key: 'productId',
      header: 'ID',
      render: (product) => <ProductCode product={product} />,
    },
    { key: 'product', header: t('products.product'), render: (product) => <ProductCell product={product} nameLines={2} nameMinWidth={160} /> },
    { key: 'supplier', header: t('products.supplier'), render: (product) => <SupplierCell supplier={product.Supplier} /> },
    {
      key: 'address',
      header: t('products.supplierAddress'),
      render: (product) => (
        <Text size="sm" c="dimmed" lineClamp={2} maw={280}>
          {product.Supplier.address}
        </Text>
      ),
    },
    { key: 'price', header: t('products.price'), align: 'right', render: (product) => <Price value={product.price} /> },
  ];
  const compact: Column<Product>[] = [
    {
      key: 'product',
      header: t('products.product'),
      render: (product) => (
        <Stack gap={8}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <ProductCode product={product} />
            <Price value={product.price} />
          </Group>
          <ProductCell product={product} nameLines={2} nameMinWidth={160} />
          <SupplierCell supplier={product.Supplier} />
          <Text size="xs" c="dimmed">
            {product.Supplier.address}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={query.data ? t('products.totalProducts', { count: query.data.total }) : t('products.products')}
        description={t('products.productsDistributedThroughTheProgramme')}
      />
      <ListTable
        list={list}
        exportPath="/products.csv"
        query={query}
        columns={wide ? columns : compact}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={wide ? 860 : 0}
        placeholder={t('products.searchByNameBrandProduct2')}
        emptyIcon={IconPill}
        emptyTitle={t('products.noProductsYet')}
        emptyDescription={t('products.approvedProductsOfTheProgramme')}
      />
    </>
  );
}
