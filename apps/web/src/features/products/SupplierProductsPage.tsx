import { Text } from '@mantine/core';
import { IconPill, IconSearch } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { PagedTable, type Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { SearchSortBar } from '../../ui/SearchSortBar';
import { useListQuery } from '../../ui/useListQuery';
import { useProductList } from './api';
import { Price, ProductCell, ProductStatusBadge } from './ProductParts';

/** /product (supplier): its own products with ID, contract number, price and status. */
export default function SupplierProductsPage() {
  const list = useListQuery();
  const { data, isLoading, isFetching, isPlaceholderData } = useProductList(list.queryString);

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
      <SearchSortBar
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        placeholder="Search by name, brand, product ID or contract"
      />
      <PagedTable
        columns={columns}
        rows={data?.products ?? []}
        rowKey={(product) => product._id}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={isLoading || (isFetching && isPlaceholderData)}
        noun={{ singular: 'product' }}
        minWidth={760}
        emptyIcon={list.search ? <IconSearch size={26} stroke={1.6} /> : <IconPill size={26} stroke={1.6} />}
        emptyTitle={list.search ? 'No products match your search' : 'No products yet'}
        emptyDescription={
          list.search
            ? `Nothing matches “${list.search}”. Try other words, or clear the search.`
            : 'The programme administrator adds the products you supply; they will be listed here.'
        }
      />
    </>
  );
}
