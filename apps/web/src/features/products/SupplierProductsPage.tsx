import { Text } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { useListQuery } from '../../ui/useListQuery';
import { useProductList } from './api';
import { Price, ProductCell, ProductStatusBadge } from './ProductParts';

/** /product (supplier): its own products with ID, contract number, price and status. */
export default function SupplierProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);

  const columns: Column<Product>[] = [
    {
      key: 'productId',
      header: 'ID',
      render: (product) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {product.productId}
        </Text>
      ),
    },
    { key: 'product', header: 'Product', render: (product) => <ProductCell product={product} /> },
    {
      key: 'contract',
      header: 'Contract number',
      render: (product) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {product.contractNumber}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (product) => <Price value={product.price} /> },
    { key: 'status', header: 'Status', render: (product) => <ProductStatusBadge isApproved={product.isApproved} /> },
  ];

  return (
    <>
      <PageHeader title="Products" description="Your products in the programme, with contract numbers, prices and status." />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={760}
        placeholder="Search by name, brand, product ID or contract"
        emptyIcon={IconPill}
        emptyTitle="No products yet"
        emptyDescription="The programme administrator adds the products you supply; they will be listed here."
      />
    </>
  );
}
