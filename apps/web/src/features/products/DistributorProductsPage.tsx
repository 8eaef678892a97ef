import { Text } from '@mantine/core';
import { IconPill, IconSearch } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { PagedTable, type Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { SearchSortBar } from '../../ui/SearchSortBar';
import { useListQuery } from '../../ui/useListQuery';
import { useProductList } from './api';
import { Price, ProductCell, SupplierCell } from './ProductParts';

/** /product (distributor): heading 'Total N Product(s)'; ID, product, supplier, supplier address and price. */
export default function DistributorProductsPage() {
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
    { key: 'supplier', header: 'Supplier', render: (product) => <SupplierCell supplier={product.Supplier} /> },
    {
      key: 'address',
      header: 'Supplier Address',
      render: (product) => (
        <Text size="sm" c="dimmed" lineClamp={2} maw={280}>
          {product.Supplier.address}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (product) => <Price value={product.price} /> },
  ];

  return (
    <>
      <PageHeader
        title={data ? `Total ${data.total} Product(s)` : 'Products'}
        description="Products distributed through the programme, with their suppliers and prices."
      />
      <SearchSortBar
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        placeholder="Search by name, brand, product ID or supplier"
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
        minWidth={860}
        emptyIcon={list.search ? <IconSearch size={26} stroke={1.6} /> : <IconPill size={26} stroke={1.6} />}
        emptyTitle={list.search ? 'No products match your search' : 'No products yet'}
        emptyDescription={
          list.search ? `Nothing matches “${list.search}”. Try other words, or clear the search.` : 'Approved products of the programme will be listed here.'
        }
      />
    </>
  );
}
