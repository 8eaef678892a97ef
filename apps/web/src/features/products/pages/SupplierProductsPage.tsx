import { useState } from 'react';
import { Text } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useProductList } from '../api';
import { Price, ProductCode, ProductStatusBadge } from '../components/ProductParts';
import { HistoryButton, HistoryModal, ProductCell } from '../../../domain';
import { t } from '../../../lib/i18n';

/** /product (supplier): its own products with ID, contract number, price and status, and each one's History. */
export default function SupplierProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);
  const [history, setHistory] = useState<Product | null>(null);

  const columns: Column<Product>[] = [
    {
      key: 'productId',
      header: 'ID',
      render: (product) => <ProductCode product={product} />,
    },
    { key: 'product', header: t('products.product'), render: (product) => <ProductCell product={product} nameLines={2} nameMinWidth={160} /> },
    {
      key: 'contract',
      header: t('products.contractNumber'),
      render: (product) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {product.contractNumber}
        </Text>
      ),
    },
    { key: 'price', header: t('products.price'), align: 'right', render: (product) => <Price value={product.price} /> },
    { key: 'status', header: t('products.status'), render: (product) => <ProductStatusBadge isApproved={product.isApproved} /> },
    {
      key: 'actions',
      header: t('products.actions'),
      align: 'right',
      render: (product) => <HistoryButton name={product.name} onClick={() => setHistory(product)} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('products.products')} description={t('products.yourProductsInTheProgramme')} />
      <ListTable
        list={list}
        exportPath="/products.csv"
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={760}
        placeholder={t('products.searchByNameBrandProduct')}
        emptyIcon={IconPill}
        emptyTitle={t('products.noProductsYet')}
        emptyDescription={t('products.theProgrammeAdministratorAddsThe')}
      />
      {history ? <HistoryModal kind="product" id={history._id} name={history.name} onClose={() => setHistory(null)} /> : null}
    </>
  );
}
