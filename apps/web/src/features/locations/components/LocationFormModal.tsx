import { useRef } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form';
import { MESSAGE_KEYS, locationInputSchema, type Location } from '@rds/contract';
import { showError, showSuccess } from '../../../ui/toasts';
import { useCreateLocation, useUpdateLocation, type LocationFields } from '../api';
import { t } from '../../../lib/i18n';

type FieldName = keyof LocationFields;

const EMPTY: LocationFields = { name: '', line1: '', line2: '', postalCode: '', comment: '' };
const REQUIRED: FieldName[] = ['name', 'line1', 'line2', 'postalCode'];
const missingRequired = (fields: LocationFields) => REQUIRED.some((key) => !fields[key].trim());

function fieldsOf(location: Location | null | undefined): LocationFields {
  if (!location) return EMPTY;
  const { name, line1, line2, postalCode, comment } = location;
  return { name, line1, line2, postalCode, comment };
}

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const editing = !!location;
  // The add form shows the contract's own per-field messages; the edit form has none (the server
  // checks the rest and answers in a toast).
  const form = useForm<LocationFields>({
    initialValues: fieldsOf(location),
    validate: editing ? undefined : schemaResolver(locationInputSchema, { sync: true }),
  });
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const busy = create.isPending || update.isPending;

  const save = (values: LocationFields) => {
    if (busy) return;
    if (missingRequired(values)) {
      showError(t(MESSAGE_KEYS.fillRequired));
      return;
    }
    if (editing) {
      const trimmed = {
        ...values,
        name: values.name.trim(),
        line1: values.line1.trim(),
        line2: values.line2.trim(),
        postalCode: values.postalCode.trim(),
        comment: values.comment.trim(),
      };
      update.mutate(
        { ...trimmed, id: location._id },
        {
          onSuccess: (result) => {
            showSuccess(result.message || t('locations.locationUpdated'));
            onDone();
          },
        },
      );
      return;
    }
    create.mutate(locationInputSchema.parse(values), {
      onSuccess: (result) => {
        showSuccess(result.message || t('locations.locationAdded'));
        onDone();
      },
    });
  };

  const submit = form.onSubmit(save, (_errors, values) => {
    if (missingRequired(values)) showError(t(MESSAGE_KEYS.fillRequired));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!editing ? (
          <Text size="sm" c="dimmed">
            {t('locations.aNewLocationWaitsFor')}
          </Text>
        ) : null}
        <TextInput
          label={t('locations.locationName')}
          placeholder={t('locations.eGOttawaCrossDock')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
          maxLength={200}
        />
        <TextInput
          label={t('locations.addressLine1')}
          placeholder={t('locations.streetAddress')}
          withAsterisk
          {...form.getInputProps('line1')}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('locations.addressLine2')}
            placeholder={t('locations.cityProvince')}
            withAsterisk
            {...form.getInputProps('line2')}
            maxLength={200}
          />
          <TextInput
            label={t('locations.postalCode')}
            placeholder={t('locations.postalCodePlaceholder')}
            withAsterisk
            {...form.getInputProps('postalCode')}
            maxLength={10}
            autoCapitalize="characters"
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        </SimpleGrid>
        <Textarea
          label={t('locations.comment')}
          placeholder={t('locations.anythingTheProgrammeShouldKnow')}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('comment')}
          maxLength={1000}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('locations.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? t('locations.saveChanges') : t('locations.addLocation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface LocationFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The location to edit; none to add a new one. */
  location?: Location | null;
}

/** Add or edit a location: name, address lines, postal code and an optional comment. */
export function LocationFormModal({ opened, onClose, location = null }: LocationFormModalProps) {
  // Keep showing the same record while the modal fades out after closing.
  const shown = useRef(location);
  if (opened) shown.current = location;
  const current = shown.current;
  return (
    <Modal opened={opened} onClose={onClose} title={current ? t('locations.editLocation') : t('locations.addLocation')} size="lg" centered>
      {/* The modal unmounts its content once closed, so each opening starts from the record (or blank). */}
      <LocationForm key={current?._id ?? 'new'} location={current} onDone={onClose} />
    </Modal>
  );
}
