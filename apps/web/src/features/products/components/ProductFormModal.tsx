import { useEffect, useMemo } from 'react';
import { Button, FileInput, Grid, Group, Image, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconBuildingFactory2, IconPhoto } from '@tabler/icons-react';
import { DEFAULT_MINIMUM_ORDER_SIZE, MESSAGE_KEYS, normalizeGtin, productCreateSchema, UPLOADS, type Product } from '@rds/contract';
import { DEFAULT_PRODUCT_IMAGE, fileUrl } from '../../../lib/api';
import { allErrors, outlineOnly, schemaResolver } from '../../../lib/form';
import { showError, showErrors, showSuccess } from '../../../ui/toasts';
import { useSaveProduct, useSupplierNames, type ProductFormValues } from '../api';
import { t } from '../../../lib/i18n';

/** JPG, JPEG or PNG, by type or by name. */
function isSupportedImage(file: File): boolean {
  return (UPLOADS.productImageTypes as readonly string[]).includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

function initialValues(product: Product | null): ProductFormValues {
  return {
    image: null,
    productId: product?.productId ?? '',
    gtin: product?.gtin ?? '',
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    contractNumber: product?.contractNumber ?? '',
    price: product ? product.price : '',
    minimumOrderSize: product?.minimumOrderSize ?? DEFAULT_MINIMUM_ORDER_SIZE,
    supplierId: product?.supplierId ?? null,
  };
}

const FIELDS = ['productId', 'gtin', 'name', 'brand', 'contractNumber', 'price', 'minimumOrderSize', 'supplierId'] as const;

const checkCreate = schemaResolver(productCreateSchema, { sync: true });

/** The GTIN, optional, checked as the server checks it (length and check digit); its message shows beside the field. */
function validateGtin(values: ProductFormValues): FormErrors {
  return values.gtin.trim() === '' || normalizeGtin(values.gtin) ? {} : { gtin: t('validation.gtinInvalid') };
}

/** A new product: the contract's rules for its fields (sent as multipart text), and a supported image. */
function validateCreate(values: ProductFormValues): FormErrors {
  const errors = checkCreate({
    ...values,
    price: String(values.price),
    minimumOrderSize: String(values.minimumOrderSize),
    supplierId: values.supplierId ?? '',
  });
  Object.assign(errors, validateGtin(values));
  if (!values.image) return { ...errors, image: t(MESSAGE_KEYS.fillAllRequired) };
  return isSupportedImage(values.image) ? errors : { ...errors, image: t(MESSAGE_KEYS.onlyImages) };
}

const missingRequired = (values: ProductFormValues) =>
  !values.image ||
  [values.productId, values.name, values.brand, values.contractNumber].some((v) => !v.trim()) ||
  values.price === '' ||
  values.minimumOrderSize === '' ||
  !values.supplierId;

export interface ProductFormModalProps {
  /** The product to edit; null to add one. */
  product: Product | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Add or edit a product. Adding needs every field and the image ('Please fill all required fields'
 * otherwise); the image must be a JPG, JPEG or PNG ('Only JPG, JPEG, and PNG file supported').
 * Editing sends what changed and leaves the checks to the server, but for the GTIN's, which both
 * check beside the field as it is left.
 */
export function ProductFormModal({ product, opened, onClose }: ProductFormModalProps) {
  const editing = product !== null;
  const form = useForm<ProductFormValues>({
    initialValues: initialValues(product),
    validate: editing ? validateGtin : validateCreate,
    validateInputOnBlur: ['gtin'],
  });
  const values = form.values;
  const suppliers = useSupplierNames(opened);
  const save = useSaveProduct();

  const preview = useMemo(() => (values.image ? URL.createObjectURL(values.image) : null), [values.image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const supplierOptions = useMemo(() => {
    const options = (suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }));
    // An inactive supplier is not offered for new products, but still shows on its own.
    if (product && !options.some((o) => o.value === product.supplierId)) {
      options.push({ value: product.supplierId, label: t('products.inactiveSupplier', { name: product.Supplier.name }) });
    }
    return options;
  }, [suppliers.data, product]);

  // The fields at fault are outlined; the message goes to the toast.
  const field = (key: (typeof FIELDS)[number]) => outlineOnly(form.getInputProps(key));

  const chooseImage = (file: File | null) => {
    if (file && !isSupportedImage(file)) {
      showError(t(MESSAGE_KEYS.onlyImages));
      form.setFieldError('image', t(MESSAGE_KEYS.onlyImages));
      return;
    }
    form.setFieldValue('image', file);
  };

  /** What an edit changed: the image when one was chosen, and the fields the form marks dirty. */
  const changedValues = (): Partial<ProductFormValues> => {
    const changed: Partial<ProductFormValues> = values.image ? { image: values.image } : {};
    for (const key of FIELDS) if (form.isDirty(key)) Object.assign(changed, { [key]: values[key] });
    return changed;
  };

  // Adding answers in one toast, as before: 'Please fill all required fields' while anything is
  // missing, else the first rule broken (an unsupported image, a price that is not dollars).
  const submit = form.onSubmit(
    (values) => {
      if (save.isPending) return;
      save.mutate(
        { id: product?._id ?? null, values: editing ? changedValues() : values },
        {
          onSuccess: (result) => {
            showSuccess(result.message || (editing ? t('products.productUpdated') : t('products.productCreated')));
            onClose();
          },
        },
      );
    },
    (errors, values) => showErrors(missingRequired(values) ? [t(MESSAGE_KEYS.fillAllRequired)] : allErrors(errors, t(MESSAGE_KEYS.fillAllRequired))),
  );

  const picture = preview ?? (product ? fileUrl(product.image, DEFAULT_PRODUCT_IMAGE) : null);

  return (
    <Modal
      opened={opened}
      onClose={() => (save.isPending ? undefined : onClose())}
      title={
        <Text fw={650} size="lg">
          {editing ? t('products.editProduct') : t('products.addProduct')}
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
              <Image
                src={picture}
                fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                alt={t('products.productImage')}
                w={88}
                h={88}
                radius="md"
                fit="cover"
                style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)' }}
              />
            ) : (
              <Stack
                w={88}
                h={88}
                align="center"
                justify="center"
                style={{ flex: 'none', border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
              </Stack>
            )}
            <FileInput
              style={{ flex: 1 }}
              label={t('products.image')}
              description={t('products.jpgJpegOrPng')}
              placeholder={editing ? t('products.keepTheCurrentImage') : t('products.chooseAnImage')}
              accept="image/png,image/jpeg,.jpg,.jpeg,.png"
              value={values.image}
              onChange={chooseImage}
              error={form.errors.image === t(MESSAGE_KEYS.onlyImages) ? t(MESSAGE_KEYS.onlyImages) : !!form.errors.image}
              clearable
              withAsterisk={!editing}
              leftSection={<IconPhoto size={18} />}
              fileInputProps={{ 'aria-label': t('products.productImageFile') }}
            />
          </Group>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('products.productId')} placeholder={t('products.rds1005')} {...field('productId')} withAsterisk={!editing} data-autofocus />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('products.contractNumber')} placeholder={t('products.cn20260150')} {...field('contractNumber')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('products.gtin')}
                description={t('products.gtinDescription')}
                inputMode="numeric"
                autoComplete="off"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...form.getInputProps('gtin')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={t('products.name')} placeholder={t('products.amoxicillin500MgCapsules')} {...field('name')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('products.brand')} {...field('brand')} withAsterisk={!editing} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('products.supplier')}
                placeholder={suppliers.isLoading ? t('products.loadingSuppliers') : t('products.chooseASupplier')}
                data={supplierOptions}
                {...field('supplierId')}
                searchable
                nothingFoundMessage={t('products.noActiveSupplierByThat')}
                withAsterisk={!editing}
                leftSection={<IconBuildingFactory2 size={18} />}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label={t('products.price')}
                description={t('products.perUnitInDollars')}
                prefix="$"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                allowNegative={false}
                {...field('price')}
                withAsterisk={!editing}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label={t('products.minimumOrderSize')}
                description={t('products.units')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                {...field('minimumOrderSize')}
                withAsterisk={!editing}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('products.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t('products.saveChanges') : t('products.addProduct')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
