import { useRef } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, supplyChainItemInputSchema, type SupplyChainItem, type SupplyChainType } from '@rds/contract';
import { firstError, outlineOnly } from '../../../lib/form';
import { showError, showSuccess } from '../../../ui/toasts';
import { useAddPartner, useUpdatePartner, type PartnerFields } from '../api';
import { PARTNER_COLUMNS } from './labels';

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
  const submit = form.onSubmit(save, (errors) => showError(firstError(errors, MESSAGES.fillRequired)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          For {target.productName}. Name and full address are required.
        </Text>
        <TextInput label="Name" placeholder="Company or site name" withAsterisk data-autofocus {...outlineOnly(form.getInputProps('name'))} maxLength={200} />
        <TextInput label="Address line 1" placeholder="Street address" withAsterisk {...outlineOnly(form.getInputProps('line1'))} maxLength={200} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Address line 2" placeholder="City, region, country" withAsterisk {...outlineOnly(form.getInputProps('line2'))} maxLength={200} />
          <TextInput label="Postal code" placeholder="Postal or ZIP code" withAsterisk {...outlineOnly(form.getInputProps('postalCode'))} maxLength={20} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {target.mode === 'add' ? 'Add' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function titleOf(target: PartnerTarget) {
  const type = target.mode === 'add' ? target.type : target.item.type;
  const singular = PARTNER_COLUMNS.find((c) => c.type === type)?.singular ?? 'partner';
  return `${target.mode === 'add' ? 'Add' : 'Edit'} ${singular}`;
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
