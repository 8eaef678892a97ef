import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type SupplyChainItem, type SupplyChainType } from '@rds/contract';
import { showError, showSuccess } from '../../../ui/toasts';
import { useAddPartner, useUpdatePartner, type PartnerFields } from '../api';
import { PARTNER_COLUMNS } from './labels';

const EMPTY: PartnerFields = { name: '', line1: '', line2: '', postalCode: '' };

/** What the modal is for: a new partner of one type for a product, or an existing partner. */
export type PartnerTarget =
  | { mode: 'add'; productId: string; productName: string; type: SupplyChainType }
  | { mode: 'edit'; productName: string; item: SupplyChainItem; supplyChainId: string };

function PartnerForm({ target, onDone }: { target: PartnerTarget; onDone: () => void }) {
  const [fields, setFields] = useState<PartnerFields>(() =>
    target.mode === 'edit'
      ? { name: target.item.name, line1: target.item.line1, line2: target.item.line2, postalCode: target.item.postalCode }
      : EMPTY,
  );
  const add = useAddPartner();
  const update = useUpdatePartner();
  const busy = add.isPending || update.isPending;

  const set = (key: keyof PartnerFields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed: PartnerFields = {
      name: fields.name.trim(),
      line1: fields.line1.trim(),
      line2: fields.line2.trim(),
      postalCode: fields.postalCode.trim(),
    };
    if (!trimmed.name || !trimmed.line1 || !trimmed.line2 || !trimmed.postalCode) {
      showError(MESSAGES.fillRequired);
      return;
    }
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          For {target.productName}. Name and full address are required.
        </Text>
        <TextInput label="Name" placeholder="Company or site name" withAsterisk data-autofocus value={fields.name} onChange={set('name')} maxLength={200} />
        <TextInput label="Address line 1" placeholder="Street address" withAsterisk value={fields.line1} onChange={set('line1')} maxLength={200} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Address line 2" placeholder="City, region, country" withAsterisk value={fields.line2} onChange={set('line2')} maxLength={200} />
          <TextInput label="Postal code" placeholder="Postal or ZIP code" withAsterisk value={fields.postalCode} onChange={set('postalCode')} maxLength={20} />
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
