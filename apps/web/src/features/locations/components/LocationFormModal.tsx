import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MESSAGES, locationInputSchema, type Location } from '@rds/contract';
import { showError, showSuccess } from '../../../ui/toasts';
import { useCreateLocation, useUpdateLocation, type LocationFields } from '../api';

type FieldName = keyof LocationFields;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: LocationFields = { name: '', line1: '', line2: '', postalCode: '', comment: '' };
const REQUIRED: FieldName[] = ['name', 'line1', 'line2', 'postalCode'];

function fieldsOf(location: Location | null | undefined): LocationFields {
  if (!location) return EMPTY;
  const { name, line1, line2, postalCode, comment } = location;
  return { name, line1, line2, postalCode, comment };
}

/** The contract's own rules give the add form its per-field messages, the first one per field. */
function validate(fields: LocationFields): { errors: Errors; data?: LocationFields } {
  const parsed = locationInputSchema.safeParse(fields);
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FieldName | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const editing = !!location;
  const [fields, setFields] = useState<LocationFields>(() => fieldsOf(location));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const busy = create.isPending || update.isPending;

  const set = (key: FieldName) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed: LocationFields = {
      name: fields.name.trim(),
      line1: fields.line1.trim(),
      line2: fields.line2.trim(),
      postalCode: fields.postalCode.trim(),
      comment: fields.comment.trim(),
    };
    const missing = REQUIRED.some((key) => !trimmed[key]);
    if (editing) {
      // The edit form has no per-field messages; the server checks the rest and answers in a toast.
      if (missing) {
        showError(MESSAGES.fillRequired);
        return;
      }
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
    const { errors: found, data } = validate(trimmed);
    setErrors(found);
    if (missing) showError(MESSAGES.fillRequired);
    if (!data) return;
    create.mutate(data, {
      onSuccess: (result) => {
        showSuccess(result.message || 'Location added');
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!editing ? (
          <Text size="sm" c="dimmed">
            A new location waits for the programme’s approval before stock can be placed there.
          </Text>
        ) : null}
        <TextInput
          label="Location name"
          placeholder="e.g. Ottawa Cross-dock"
          withAsterisk
          data-autofocus
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={200}
        />
        <TextInput
          label="Address line 1"
          placeholder="Street address"
          withAsterisk
          value={fields.line1}
          onChange={set('line1')}
          error={errors.line1}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Address line 2"
            placeholder="City, province"
            withAsterisk
            value={fields.line2}
            onChange={set('line2')}
            error={errors.line2}
            maxLength={200}
          />
          <TextInput
            label="Postal code"
            placeholder="A1A 1A1"
            withAsterisk
            value={fields.postalCode}
            onChange={set('postalCode')}
            error={errors.postalCode}
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
          value={fields.comment}
          onChange={set('comment')}
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
