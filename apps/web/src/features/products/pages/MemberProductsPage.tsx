import { IconPill } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useListQuery } from '../../../ui/useListQuery';
import { useProductList } from '../api';
import { Price, SupplierCell } from '../components/ProductParts';
import { ProductCell } from '../../../domain';
import { t } from '../../../lib/i18n';

/** /product (member): the approved products of the programme, read-only. */
export default function MemberProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);

  const columns: Column<Product>[] = [
    { key: 'product', header: t('products.product'), render: (product) => <ProductCell product={product} nameLines={2} nameMinWidth={160} /> },
    { key: 'supplier', header: t('products.supplier'), render: (product) => <SupplierCell supplier={product.Supplier} /> },
    { key: 'price', header: t('products.price'), align: 'right', render: (product) => <Price value={product.price} /> },
  ];

  return (
    <>
      <PageHeader title={t('products.products')} description={t('products.theProductsOfferedThroughThe')} />
      <ListTable
        list={list}
        exportPath="/products.csv"
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={600}
        placeholder={t('products.searchByNameBrandOr')}
        emptyIcon={IconPill}
        emptyTitle={t('products.noProductsYet')}
        emptyDescription={t('products.productsApprovedForTheProgramme')}
      />
    </>
  );
}
