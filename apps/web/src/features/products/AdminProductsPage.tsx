import { useState } from 'react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPill, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListTable } from '../../ui/ListTable';
import type { Column } from '../../ui/PagedTable';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useListQuery } from '../../ui/useListQuery';
import { useDeleteProduct, useProductList } from './api';
import { ProductFormModal } from './ProductFormModal';
import { Price, ProductCell, ProductStatusBadge, SupplierCell } from './ProductParts';
import { SupplierModal } from './SupplierModal';

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

/** /product (administrator): the whole catalogue, with add, edit, delete and a look at each supplier. */
export default function AdminProductsPage() {
  const list = useListQuery();
  const query = useProductList(list.queryString);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ product: Product; open: boolean } | null>(null);
  const [supplier, setSupplier] = useState<{ supplier: Product['Supplier']; open: boolean } | null>(null);
  const remove = useDeleteProduct();
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.product._id, {
      onSuccess: (result) => {
        showSuccess(result.message || 'Product deleted');
        closeDelete();
      },
      onError: closeDelete,
    });
  };

  const columns: Column<Product>[] = [
    { key: 'product', header: 'Product', render: (product) => <ProductCell product={product} /> },
    {
      key: 'productId',
      header: 'Product ID',
      render: (product) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {product.productId}
        </Text>
      ),
    },
    {
      key: 'supplier',
      header: 'Supplier',
      render: (product) => <SupplierCell supplier={product.Supplier} onOpen={() => setSupplier({ supplier: product.Supplier, open: true })} />,
    },
    {
      key: 'contract',
      header: 'Contract number',
      visibleFrom: 'md',
      render: (product) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {product.contractNumber}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (product) => <Price value={product.price} /> },
    { key: 'status', header: 'Status', width: 120, render: (product) => <ProductStatusBadge isApproved={product.isApproved} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (product) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${product.name}`} onClick={() => setEditing({ mode: 'edit', product })}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${product.name}`} onClick={() => setDeleting({ product, open: true })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Products"
        description="The programme catalogue: add, edit and remove products, and see who supplies them."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
            Add Product
          </Button>
        }
      />
      <ListTable
        list={list}
        query={query}
        columns={columns}
        rows={query.data?.products ?? []}
        rowKey={(product) => product._id}
        noun={{ singular: 'product' }}
        minWidth={1000}
        placeholder="Search by name, brand, ID or supplier"
        emptyIcon={IconPill}
        emptyTitle="No products yet"
        emptyDescription="Use Add Product to put the first product in the catalogue."
      />

      {editing ? (
        <ProductFormModal
          key={editing.mode === 'edit' ? editing.product._id : 'new'}
          product={editing.mode === 'edit' ? editing.product : null}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}

      <SupplierModal
        supplier={supplier?.supplier ?? null}
        opened={supplier?.open ?? false}
        onClose={() => setSupplier((current) => current && { ...current, open: false })}
      />

      <ConfirmDialog
        opened={deleting?.open ?? false}
        title="Delete product"
        message={
          <>
            Delete <b>{deleting?.product.name}</b> ({deleting?.product.productId})? A product held in members’ stock or on an invoice cannot be deleted.
          </>
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
