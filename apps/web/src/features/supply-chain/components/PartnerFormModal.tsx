import { useRef } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGE_KEYS, supplyChainItemInputSchema, type SupplyChainItem, type SupplyChainType } from '@rds/contract';
import { allErrors, outlineOnly, schemaResolver } from '../../../lib/form';
import { showErrors, showSuccess } from '../../../ui/toasts';
import { useAddPartner, useUpdatePartner, type PartnerFields } from '../api';
import { PARTNER_COLUMNS } from './labels';
import { t } from '../../../lib/i18n';

const EMPTY: PartnerFields = { name: '', line1: '', line2: '', postalCode: '' };

/** What the modal is for: a new partner of one type for a product, or an existing partner. */
export type PartnerTarget =
  | { mode: 'add'; productId: string; productName: string; type: SupplyChainType }
  | { mode: 'edit'; productName: string; item: SupplyChainItem; supplyChainId: string };

function PartnerForm({ target, onDone }: { target: PartnerTarget; onDone: () => void }) {
  const form = useForm<PartnerFields>({
    initialValues:
      target.mode === 'edit' ? { name: target.item.name, line1: target.item.line1, line2: target.item.line2, postalCode: target.item.postalCode } : EMPTY,
    // The contract's rules for a partner (its type is the column's, not a field).
    validate: schemaResolver(supplyChainItemInputSchema.omit({ type: true }), { sync: true }),
  });
  const add = useAddPartner();
  const update = useUpdatePartner();
  const busy = add.isPending || update.isPending;

  const save = (values: PartnerFields) => {
    if (busy) return;
    const trimmed: PartnerFields = {
      name: values.name.trim(),
      line1: values.line1.trim(),
      line2: values.line2.trim(),
      postalCode: values.postalCode.trim(),
    };
    const done = (result: { message: string }) => {
      showSuccess(result.message);
      onDone();
    };
    if (target.mode === 'add') {
      add.mutate({ ...trimmed, productId: target.productId, type: target.type }, { onSuccess: done });
    } else {
      update.mutate(
        {
          itemId: target.item._id,
          body: { id: target.item._id, ...trimmed, flag: target.item.flag, notify: false, supplyChainId: target.supplyChainId },
        },
        { onSuccess: done },
      );
    }
  };
  // One message for the form, as before; the fields at fault are outlined.
  const submit = form.onSubmit(save, (errors) => showErrors(allErrors(errors, t(MESSAGE_KEYS.fillRequired))));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('supplyChain.forNameAndFullAddress', { productName: target.productName })}
        </Text>
        <TextInput
          label={t('supplyChain.name')}
          placeholder={t('supplyChain.companyOrSiteName')}
          withAsterisk
          data-autofocus
          {...outlineOnly(form.getInputProps('name'))}
          maxLength={200}
        />
        <TextInput
          label={t('supplyChain.addressLine1')}
          placeholder={t('supplyChain.streetAddress')}
          withAsterisk
          {...outlineOnly(form.getInputProps('line1'))}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('supplyChain.addressLine2')}
            placeholder={t('supplyChain.cityRegionCountry')}
            withAsterisk
            {...outlineOnly(form.getInputProps('line2'))}
            maxLength={200}
          />
          <TextInput
            label={t('supplyChain.postalCode')}
            placeholder={t('supplyChain.postalOrZipCode')}
            withAsterisk
            {...outlineOnly(form.getInputProps('postalCode'))}
            maxLength={20}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('supplyChain.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {target.mode === 'add' ? t('supplyChain.add') : t('supplyChain.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function titleOf(target: PartnerTarget) {
  const type = target.mode === 'add' ? target.type : target.item.type;
  const singular = PARTNER_COLUMNS.find((c) => c.type === type)?.singular ?? 'supplyChain.column.partner';
  return t(target.mode === 'add' ? 'supplyChain.addPartner' : 'supplyChain.editPartner', { partner: t(singular) });
}

/** Add or edit a material supplier, manufacturing facility or warehouse. */
export function PartnerFormModal({ target, onClose }: { target: PartnerTarget | null; onClose: () => void }) {
  // Keep the form on screen while the modal fades out.
  const shown = useRef(target);
  if (target) shown.current = target;
  const current = shown.current;
  return (
    <Modal opened={!!target} onClose={onClose} title={current ? titleOf(current) : ''} size="lg" centered>
      {current ? (
        <PartnerForm key={current.mode === 'edit' ? current.item._id : `${current.productId}:${current.type}`} target={current} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
