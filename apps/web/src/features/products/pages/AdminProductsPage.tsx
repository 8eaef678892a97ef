import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPill, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ListTable } from '../../../ui/ListTable';
import type { Column } from '../../../ui/PagedTable';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useDeleteProduct, useProductList } from '../api';
import { ProductFormModal } from '../components/ProductFormModal';
import { Price, ProductCode, ProductStatusBadge, SupplierCell } from '../components/ProductParts';
import { HistoryButton, HistoryModal, ProductCell } from '../../../domain';
import { SupplierModal } from '../components/SupplierModal';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

/** /product (administrator): the whole catalogue, with add, edit and delete (as each product's abilities allow) and a look at each supplier. */
export default function AdminProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ product: Product; open: boolean } | null>(null);
  const [supplier, setSupplier] = useState<{ supplier: Product['Supplier']; open: boolean } | null>(null);
  const [history, setHistory] = useState<Product | null>(null);
  const remove = useDeleteProduct();
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.product._id, {
      onSuccess: (result) => {
        showSuccess(result.message || t('products.productDeleted'));
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<Product>[] = [
    { key: 'product', header: t('products.product'), render: (product) => <ProductCell product={product} nameLines={2} nameMinWidth={160} /> },
    {
      key: 'productId',
      header: t('products.productId'),
      render: (product) => <ProductCode product={product} />,
    },
    {
      key: 'supplier',
      header: t('products.supplier'),
      render: (product) => <SupplierCell supplier={product.Supplier} onOpen={() => setSupplier({ supplier: product.Supplier, open: true })} />,
    },
    {
      key: 'contract',
      header: t('products.contractNumber'),
      visibleFrom: 'md',
      render: (product) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {product.contractNumber}
        </Text>
      ),
    },
    { key: 'price', header: t('products.price'), align: 'right', render: (product) => <Price value={product.price} /> },
    {
      key: 'status',
      header: t('products.status'),
      width: 120,
      render: (product) =>
        // A product pending for approval waits on its supply chain: its review is one click away.
        !product.isApproved && product.supplyChainId ? (
          <Anchor
            component={Link}
            to={`/supplychain/${product.supplyChainId}`}
            aria-label={t('products.reviewSupplyChainOf', { product: product.name })}
            underline="never"
          >
            <ProductStatusBadge isApproved={false} />
            <Text size="xs" c="clinical.8" mt={2}>
              {t('products.reviewSupplyChain')}
            </Text>
          </Anchor>
        ) : (
          <ProductStatusBadge isApproved={product.isApproved} />
        ),
    },
    {
      key: 'actions',
      header: t('products.actions'),
      align: 'right',
      render: (product) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {product.abilities.edit ? (
            <Tooltip label={t('products.edit')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('products.edit2', { name: product.name })}
                onClick={() => setEditing({ mode: 'edit', product })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <HistoryButton name={product.name} onClick={() => setHistory(product)} />
          {/* Delete: only a product no stock or invoice refers to any more. */}
          {product.abilities.delete ? (
            <Tooltip label={t('products.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('products.delete2', { name: product.name })}
                onClick={() => setDeleting({ product, open: true })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            // Its place kept, so that every row's Edit and History line up.
            <ActionIcon size="lg" variant="transparent" style={{ visibility: 'hidden' }} aria-hidden tabIndex={-1} />
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('products.products')}
        description={t('products.theProgrammeCatalogueAddEdit')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('products.addProduct')}
          </Button>
        }
      />
      <ListTable
        list={list}
        exportPath="/products.csv"
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={1000}
        placeholder={t('products.searchByNameBrandId')}
        emptyIcon={IconPill}
        emptyTitle={t('products.noProductsYet')}
        emptyDescription={t('products.useAddProductToPut')}
      />

      {editing ? (
        <ProductFormModal
          key={editing.mode === 'edit' ? editing.product._id : 'new'}
          product={editing.mode === 'edit' ? editing.product : null}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}

      {history ? <HistoryModal kind="product" id={history._id} name={history.name} onClose={() => setHistory(null)} /> : null}

      <SupplierModal
        supplier={supplier?.supplier ?? null}
        opened={supplier?.open ?? false}
        onClose={() => setSupplier((current) => current && { ...current, open: false })}
      />

      <ConfirmDialog
        opened={deleting?.open ?? false}
        title={t('products.deleteProduct')}
        message={
          <>
            <Trans i18nKey="products.deleteConfirm" values={{ name: deleting?.product.name, id: deleting?.product.productId }} components={{ b: <b /> }} />
          </>
        }
        confirmLabel={t('products.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
