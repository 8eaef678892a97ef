import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Avatar, Button, FileInput, Grid, Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconPhoto, IconUser } from '@tabler/icons-react';
import { EXPIRY_LOT_PREFERENCE_MONTHS as EXPIRY_LOT, MESSAGES, UPLOADS, USER_TYPE_LABELS, type ManagedUserType, type User } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../lib/api';
import { showError, showSuccess } from '../../ui/toasts';
import { useCreateUser, useUpdateUser, type UserFormValues } from './api';

export interface UserFormModalProps {
  type: ManagedUserType;
  /** The account to edit; null to create one. */
  user: User | null;
  opened: boolean;
  onClose: () => void;
}

function initialValues(type: ManagedUserType, user: User | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    profilePic: null,
    expiryLotPreferences: type === 'member' ? (user?.expiryLotPreferences ?? EXPIRY_LOT.default) : null,
    isActive: user ? user.isActive : undefined,
  };
}

/**
 * Create or edit a member, supplier or distributor. Creating needs the picture, name, e-mail, phone
 * and address ('Please fill required fields' otherwise, nothing is sent); editing sends what is in
 * the form, with the isActive switch, and leaves every check to the server.
 */
export function UserFormModal({ type, user, opened, onClose }: UserFormModalProps) {
  const editing = user !== null;
  const label = USER_TYPE_LABELS[type];
  const [values, setValues] = useState<UserFormValues>(() => initialValues(type, user));
  const create = useCreateUser(type);
  const update = useUpdateUser(type);
  const pending = create.isPending || update.isPending;

  const preview = useMemo(() => (values.profilePic ? URL.createObjectURL(values.profilePic) : null), [values.profilePic]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'email' | 'phone' | 'address') => (event: { currentTarget: { value: string } }) =>
    set(key, event.currentTarget.value);

  const done = (message: string) => {
    showSuccess(message);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (editing) {
      update.mutate({ id: user._id, values }, { onSuccess: (result) => done(result.message || `${label} updated`) });
      return;
    }
    const missing = !values.profilePic || [values.name, values.email, values.phone, values.address].some((v) => !v.trim());
    if (missing) {
      showError(MESSAGES.fillRequired);
      return;
    }
    create.mutate(values, { onSuccess: (result) => done(result.message || `${label} created`) });
  };

  const picture = preview ?? fileUrl(user?.profilePic, DEFAULT_AVATAR);

  return (
    <Modal
      opened={opened}
      onClose={() => (pending ? undefined : onClose())}
      title={
        <Text fw={650} size="lg">
          {editing ? `Edit ${label.toLowerCase()}` : `Add ${label}`}
        </Text>
      }
      size="lg"
      centered
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-end">
            <Avatar src={picture} alt={values.name || 'Profile picture'} size={64} radius={64} />
            <FileInput
              style={{ flex: 1 }}
              label="Profile picture"
              description="PNG, GIF or JPEG"
              placeholder={editing ? 'Keep the current picture' : 'Choose a picture'}
              accept={UPLOADS.profilePicTypes.join(',')}
              value={values.profilePic}
              onChange={(file) => set('profilePic', file)}
              clearable
              withAsterisk={!editing}
              leftSection={<IconPhoto size={18} />}
              fileInputProps={{ 'aria-label': 'Profile picture file' }}
            />
          </Group>
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput label="Name" value={values.name} onChange={text('name')} withAsterisk={!editing} leftSection={<IconUser size={18} />} data-autofocus />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Email"
                type="email"
                value={values.email}
                onChange={text('email')}
                withAsterisk={!editing}
                leftSection={<IconMail size={18} />}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone" type="tel" value={values.phone} onChange={text('phone')} withAsterisk={!editing} leftSection={<IconPhone size={18} />} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Address" value={values.address} onChange={text('address')} withAsterisk={!editing} autosize minRows={2} maxRows={4} />
            </Grid.Col>
            {type === 'member' ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NumberInput
                  label="Expiry lot preference"
                  description="Months before expiry a lot counts as expiring"
                  min={EXPIRY_LOT.min}
                  max={EXPIRY_LOT.max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  suffix={values.expiryLotPreferences === 1 ? ' month' : ' months'}
                  value={values.expiryLotPreferences ?? ''}
                  onChange={(value) => set('expiryLotPreferences', typeof value === 'number' ? value : null)}
                />
              </Grid.Col>
            ) : null}
          </Grid>
          {editing ? (
            <Switch
              label="Active"
              description="An inactive account cannot sign in; its sessions end at once."
              checked={values.isActive ?? true}
              onChange={(event) => set('isActive', event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Save changes' : `Create ${label.toLowerCase()}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
