import { useEffect, useMemo } from 'react';
import { Avatar, Button, FileInput, Grid, Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconMail, IconPhone, IconPhoto, IconUser } from '@tabler/icons-react';
import { EXPIRY_LOT_PREFERENCE_MONTHS as EXPIRY_LOT, MESSAGE_KEYS, UPLOADS, userCreateSchema, type ManagedUserType, type User } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { allErrors, outlineOnly, schemaResolver } from '../../../lib/form';
import { showErrors, showSuccess } from '../../../ui/toasts';
import { useCreateUser, useUpdateUser, type UserFormValues } from '../api';
import { t } from '../../../lib/i18n';

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

const checkCreate = schemaResolver(userCreateSchema, { sync: true });

/** A new account: the contract's rules for its fields, and a picture. */
function validateCreate(values: UserFormValues): FormErrors {
  const errors = checkCreate({ ...values, expiryLotPreferences: values.expiryLotPreferences ?? '' });
  return values.profilePic ? errors : { ...errors, profilePic: t(MESSAGE_KEYS.fillRequired) };
}

const missingRequired = (values: UserFormValues) => !values.profilePic || [values.name, values.email, values.phone, values.address].some((v) => !v.trim());

/**
 * Create or edit a member, supplier or distributor. Creating needs the picture, name, e-mail, phone
 * and address ('Please fill required fields' otherwise, nothing is sent); editing sends what is in
 * the form, with the isActive switch, and leaves every check to the server.
 */
export function UserFormModal({ type, user, opened, onClose }: UserFormModalProps) {
  const editing = user !== null;
  const label = t(`userType.${type}`);
  const form = useForm<UserFormValues>({ initialValues: initialValues(type, user), validate: editing ? undefined : validateCreate });
  const values = form.values;
  const create = useCreateUser(type);
  const update = useUpdateUser(type);
  const pending = create.isPending || update.isPending;

  const preview = useMemo(() => (values.profilePic ? URL.createObjectURL(values.profilePic) : null), [values.profilePic]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const done = (message: string) => {
    showSuccess(message);
    onClose();
  };

  // One message for the form, as before: "Please fill required fields" while anything required is
  // missing, else the first rule broken.
  const submit = form.onSubmit(
    (values) => {
      if (pending) return;
      if (editing) update.mutate({ id: user._id, values }, { onSuccess: (result) => done(result.message || t('users.updated', { label })) });
      else create.mutate(values, { onSuccess: (result) => done(result.message || t('users.created', { label })) });
    },
    (errors, values) => showErrors(missingRequired(values) ? [t(MESSAGE_KEYS.fillRequired)] : allErrors(errors, t(MESSAGE_KEYS.fillRequired))),
  );
  // The fields at fault are outlined; the message goes to the toast.
  const text = (key: 'name' | 'email' | 'phone' | 'address') => outlineOnly(form.getInputProps(key));

  const picture = preview ?? fileUrl(user?.profilePic, DEFAULT_AVATAR);

  return (
    <Modal
      opened={opened}
      onClose={() => (pending ? undefined : onClose())}
      title={
        <Text fw={650} size="lg">
          {editing ? t('users.edit2', { label: label.toLowerCase() }) : t('users.add', { label })}
        </Text>
      }
      size="lg"
      centered
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-end">
            <Avatar src={picture} alt={values.name || t('users.profilePicture')} size={64} radius={64} />
            <FileInput
              style={{ flex: 1 }}
              label={t('users.profilePicture')}
              description={t('users.pngGifOrJpeg')}
              placeholder={editing ? t('users.keepTheCurrentPicture') : t('users.chooseAPicture')}
              accept={UPLOADS.profilePicTypes.join(',')}
              {...outlineOnly(form.getInputProps('profilePic'))}
              clearable
              withAsterisk={!editing}
              leftSection={<IconPhoto size={18} />}
              fileInputProps={{ 'aria-label': t('users.profilePictureFile') }}
            />
          </Group>
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput label={t('users.name')} {...text('name')} withAsterisk={!editing} leftSection={<IconUser size={18} />} data-autofocus />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('users.email')} type="email" {...text('email')} withAsterisk={!editing} leftSection={<IconMail size={18} />} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('users.phone')} type="tel" {...text('phone')} withAsterisk={!editing} leftSection={<IconPhone size={18} />} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label={t('users.address')} {...text('address')} withAsterisk={!editing} autosize minRows={2} maxRows={4} />
            </Grid.Col>
            {type === 'member' ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NumberInput
                  label={t('users.expiryLotPreference')}
                  description={t('users.monthsBeforeExpiryALot')}
                  min={EXPIRY_LOT.min}
                  max={EXPIRY_LOT.max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  suffix={t('domain.monthsSuffix', { count: values.expiryLotPreferences ?? 0 })}
                  value={values.expiryLotPreferences ?? ''}
                  onChange={(value) => form.setFieldValue('expiryLotPreferences', typeof value === 'number' ? value : null)}
                />
              </Grid.Col>
            ) : null}
          </Grid>
          {editing ? (
            <Switch
              label={t('label.user.active')}
              description={t('users.anInactiveAccountCannotSign')}
              checked={values.isActive ?? true}
              onChange={(event) => form.setFieldValue('isActive', event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('users.saveChanges') : t('users.create', { label: label.toLowerCase() })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
