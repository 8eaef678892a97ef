import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, FileInput, Grid, Group, Image, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingFactory2, IconPhoto } from '@tabler/icons-react';
import { DEFAULT_MINIMUM_ORDER_SIZE, MESSAGES, UPLOADS, type Product } from '@rds/contract';
import { DEFAULT_PRODUCT_IMAGE, fileUrl } from '../../lib/api';
import { showError, showSuccess } from '../../ui/toasts';
import { useSaveProduct, useSupplierNames, type ProductFormValues } from './api';

/** JPG, JPEG or PNG, by type or by name. */
function isSupportedImage(file: File): boolean {
  return (UPLOADS.productImageTypes as readonly string[]).includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

function initialValues(product: Product | null): ProductFormValues {
  return {
    image: null,
    productId: product?.productId ?? '',
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    contractNumber: product?.contractNumber ?? '',
    price: product ? product.price : '',
    minimumOrderSize: product?.minimumOrderSize ?? DEFAULT_MINIMUM_ORDER_SIZE,
    supplierId: product?.supplierId ?? null,
  };
}

/** What an edit changed: the image when one was chosen, and the fields that differ from the product's. */
function changedValues(before: ProductFormValues, after: ProductFormValues): Partial<ProductFormValues> {
  const changed: Partial<ProductFormValues> = {};
  if (after.image) changed.image = after.image;
  for (const key of ['productId', 'name', 'brand', 'contractNumber', 'price', 'minimumOrderSize', 'supplierId'] as const) {
    if (String(after[key] ?? '') !== String(before[key] ?? '')) Object.assign(changed, { [key]: after[key] });
  }
  return changed;
}

export interface ProductFormModalProps {
  /** The product to edit; null to add one. */
  product: Product | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Add or edit a product. Adding needs every field and the image ('Please fill all required fields'
 * otherwise); the image must be a JPG, JPEG or PNG ('Only JPG, JPEG, and PNG file supported').
 * Editing sends what is in the form and leaves the checks to the server.
 */
export function ProductFormModal({ product, opened, onClose }: ProductFormModalProps) {
  const editing = product !== null;
  const [values, setValues] = useState<ProductFormValues>(() => initialValues(product));
  const [imageError, setImageError] = useState<string | null>(null);
  const suppliers = useSupplierNames(opened);
  const save = useSaveProduct();

  const preview = useMemo(() => (values.image ? URL.createObjectURL(values.image) : null), [values.image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const supplierOptions = useMemo(() => {
    const options = (suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }));
    // An inactive supplier is not offered for new products, but still shows on its own.
    if (product && !options.some((o) => o.value === product.supplierId)) {
      options.push({ value: product.supplierId, label: `${product.Supplier.name} (inactive)` });
    }
    return options;
  }, [suppliers.data, product]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'productId' | 'name' | 'brand' | 'contractNumber') => (event: { currentTarget: { value: string } }) =>
    set(key, event.currentTarget.value);

  const chooseImage = (file: File | null) => {
    if (file && !isSupportedImage(file)) {
      showError(MESSAGES.onlyImages);
      setImageError(MESSAGES.onlyImages);
      return;
    }
    setImageError(null);
    set('image', file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!editing) {
      const texts = [values.productId, values.name, values.brand, values.contractNumber];
      const missing =
        !values.image ||
        texts.some((v) => !v.trim()) ||
        values.price === '' ||
        values.minimumOrderSize === '' ||
        !values.supplierId;
      if (missing) {
        showError(MESSAGES.fillAllRequired);
        return;
      }
      if (values.image && !isSupportedImage(values.image)) {
        showError(MESSAGES.onlyImages);
        return;
      }
    }
    save.mutate(
      { id: product?._id ?? null, values: editing ? changedValues(initialValues(product), values) : values },
      {
        onSuccess: (result) => {
          showSuccess(result.message || (editing ? 'Product updated' : 'Product created'));
          onClose();
        },
      },
    );
  };

  const picture = preview ?? (product ? fileUrl(product.image, DEFAULT_PRODUCT_IMAGE) : null);

  return (
    <Modal
      opened={opened}
      onClose={() => (save.isPending ? undefined : onClose())}
      title={
        <Text fw={650} size="lg">
          {editing ? 'Edit product' : 'Add Product'}
        </Text>
      }
      size="lg"
      centered
      closeOnClickOutside={!save.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            {picture ? (
              <Image src={picture} fallbackSrc={DEFAULT_PRODUCT_IMAGE} alt="Product image" w={88} h={88} radius="md" fit="cover" style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)' }} />
            ) : (
              <Stack w={88} h={88} align="center" justify="center" style={{ flex: 'none', border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}>
                <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
              </Stack>
            )}
            <FileInput
              style={{ flex: 1 }}
              label="Image"
              description="JPG, JPEG or PNG"
              placeholder={editing ? 'Keep the current image' : 'Choose an image'}
              accept="image/png,image/jpeg,.jpg,.jpeg,.png"
              value={values.image}
              onChange={chooseImage}
              error={imageError}
              clearable
              withAsterisk={!editing}
              leftSection={<IconPhoto size={18} />}
              fileInputProps={{ 'aria-label': 'Product image file' }}
            />
          </Group>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Product ID" placeholder="RDS-1005" value={values.productId} onChange={text('productId')} withAsterisk={!editing} data-autofocus />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Contract number" placeholder="CN-2026-0150" value={values.contractNumber} onChange={text('contractNumber')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Name" placeholder="Amoxicillin 500 mg capsules" value={values.name} onChange={text('name')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Brand" value={values.brand} onChange={text('brand')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Supplier"
                placeholder={suppliers.isLoading ? 'Loading suppliers…' : 'Choose a supplier'}
                data={supplierOptions}
                value={values.supplierId}
                onChange={(value) => set('supplierId', value)}
                searchable
                nothingFoundMessage="No active supplier by that name"
                withAsterisk={!editing}
                leftSection={<IconBuildingFactory2 size={18} />}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label="Price"
                description="Per unit, in dollars"
                prefix="$"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                allowNegative={false}
                value={values.price}
                onChange={(value) => set('price', value)}
                withAsterisk={!editing}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label="Minimum order size"
                description="Units"
                min={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                value={values.minimumOrderSize}
                onChange={(value) => set('minimumOrderSize', value)}
                withAsterisk={!editing}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : 'Add Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
