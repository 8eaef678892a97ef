import { IconPill } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { useListQuery } from '../../ui/useListQuery';
import { useProductList } from './api';
import { Price, ProductCell, SupplierCell } from './ProductParts';

/** /product (member): the approved products of the programme, read-only. */
export default function MemberProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);

  const columns: Column<Product>[] = [
    { key: 'product', header: 'Product', render: (product) => <ProductCell product={product} /> },
    { key: 'supplier', header: 'Supplier', render: (product) => <SupplierCell supplier={product.Supplier} /> },
    { key: 'price', header: 'Price', align: 'right', render: (product) => <Price value={product.price} /> },
  ];

  return (
    <>
      <PageHeader title="Products" description="The products offered through the programme, with their suppliers and unit prices." />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={600}
        placeholder="Search by name, brand or supplier"
        emptyIcon={IconPill}
        emptyTitle="No products yet"
        emptyDescription="Products approved for the programme will be listed here."
      />
    </>
  );
}
