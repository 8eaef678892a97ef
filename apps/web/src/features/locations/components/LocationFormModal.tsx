import { useRef } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, locationInputSchema, type Location } from '@rds/contract';
import { showError, showSuccess } from '../../../ui/toasts';
import { useCreateLocation, useUpdateLocation, type LocationFields } from '../api';

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
      showError(MESSAGES.fillRequired);
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
            showSuccess(result.message || 'Location updated');
            onDone();
          },
        },
      );
      return;
    }
    create.mutate(locationInputSchema.parse(values), {
      onSuccess: (result) => {
        showSuccess(result.message || 'Location added');
        onDone();
      },
    });
  };

  const submit = form.onSubmit(save, (_errors, values) => {
    if (missingRequired(values)) showError(MESSAGES.fillRequired);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!editing ? (
          <Text size="sm" c="dimmed">
            A new location waits for the programme’s approval before stock can be placed there.
          </Text>
        ) : null}
        <TextInput label="Location name" placeholder="e.g. Ottawa Cross-dock" withAsterisk data-autofocus {...form.getInputProps('name')} maxLength={200} />
        <TextInput label="Address line 1" placeholder="Street address" withAsterisk {...form.getInputProps('line1')} maxLength={200} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Address line 2" placeholder="City, province" withAsterisk {...form.getInputProps('line2')} maxLength={200} />
          <TextInput
            label="Postal code"
            placeholder="A1A 1A1"
            withAsterisk
            {...form.getInputProps('postalCode')}
            maxLength={10}
            autoCapitalize="characters"
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        </SimpleGrid>
        <Textarea
          label="Comment"
          placeholder="Anything the programme should know (optional)"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('comment')}
          maxLength={1000}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? 'Save changes' : 'Add Location'}
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
    <Modal opened={opened} onClose={onClose} title={current ? 'Edit Location' : 'Add Location'} size="lg" centered>
      {/* The modal unmounts its content once closed, so each opening starts from the record (or blank). */}
      <LocationForm key={current?._id ?? 'new'} location={current} onDone={onClose} />
    </Modal>
  );
}
