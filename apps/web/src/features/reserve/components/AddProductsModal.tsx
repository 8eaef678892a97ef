import { useMemo, useState } from 'react';
import { Button, Checkbox, CloseButton, Group, Modal, Paper, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form';
import { IconCircleCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { sureSupplyEnrolSchema, type Product } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatMoney } from '../../../ui/format';
import { ProductCell } from '../../../domain';
import { showSuccess } from '../../../ui/toasts';
import { useEnrolableProducts, useEnrolProducts } from '../api';
import { t } from '../../../lib/i18n';

const matches = (product: Product, words: string) =>
  [product.name, product.brand, product.productId, product.Supplier.name].some((field) => field.toLowerCase().includes(words));

function ProductChoices({ onDone }: { onDone: () => void }) {
  const { data: products, isLoading } = useEnrolableProducts(true);
  const enrol = useEnrolProducts();
  // The choice is the enrolment's body, checked by the contract's own schema.
  const form = useForm<{ productIds: string[] }>({ initialValues: { productIds: [] }, validate: schemaResolver(sureSupplyEnrolSchema, { sync: true }) });
  const chosen = form.values.productIds;
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = useMemo(() => (products ?? []).filter((product) => !words || matches(product, words)), [products, words]);

  const add = form.onSubmit(({ productIds }) => {
    if (enrol.isPending) return;
    enrol.mutate(productIds, {
      onSuccess: (result) => {
        showSuccess(result.message);
        onDone();
      },
    });
  });

  if (isLoading) {
    return (
      <Stack gap="sm">
        <Skeleton h={36} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  }

  if ((products ?? []).length === 0) {
    return (
      <Stack gap="md">
        <EmptyState
          icon={<IconCircleCheck size={26} stroke={1.6} />}
          title={t('reserve.everyApprovedProductIsIn')}
          description={t('reserve.whenTheProgrammeApprovesNew')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('reserve.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('reserve.addIntro')}
      </Text>
      <TextInput
        aria-label={t('reserve.searchProducts')}
        placeholder={t('reserve.searchByNameBrandProduct')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={search ? <CloseButton size="sm" aria-label={t('reserve.clearSearch')} onClick={() => setSearch('')} /> : null}
        data-autofocus
      />
      <Checkbox.Group {...form.getInputProps('productIds')}>
        <ScrollArea.Autosize mah={380} type="auto" offsetScrollbars>
          <Stack gap="xs">
            {shown.length === 0 ? (
              <EmptyState
                size="sm"
                icon={<IconSearch size={26} stroke={1.6} />}
                title={t('reserve.noProductsMatchYourSearch')}
                description={t('reserve.nothingMatches', { trim: search.trim() })}
              />
            ) : (
              shown.map((product) => (
                <Checkbox.Card key={product._id} value={product._id} radius="md" p="sm" aria-label={product.name} withBorder>
                  <Group wrap="nowrap" gap="md">
                    <Checkbox.Indicator />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <ProductCell
                        product={product}
                        extra={
                          <Text size="xs" c="dimmed">
                            {product.productId} · {product.Supplier.name}
                          </Text>
                        }
                      />
                    </div>
                    <Text size="sm" fw={500} className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
                      ${formatMoney(product.price)}
                    </Text>
                  </Group>
                </Checkbox.Card>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      <Paper bg="gray.0" p="sm" radius="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500}>
            {chosen.length === 0 ? t('reserve.noProductChosen') : t('reserve.productsChosen', { count: chosen.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={enrol.isPending}>
              {t('reserve.cancel')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => add()} disabled={chosen.length === 0} loading={enrol.isPending}>
              {t('reserve.addToReserve')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}

/** "Add products": the approved products not yet in the reserve, with checkboxes; POST /api/member/suresupply {productIds}. */
export function AddProductsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={
        <Text fw={650} size="lg">
          {t('reserve.addProducts')}
        </Text>
      }
    >
      {opened ? <ProductChoices onDone={onClose} /> : null}
    </Modal>
  );
}
