import { useEffect, useMemo, useState } from 'react';
import { Alert, Avatar, Badge, Button, FileInput, Grid, Group, NumberInput, Paper, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form';
import { IconHourglass, IconMail, IconPhone, IconPhoto, IconUser, IconUserShield } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EXPIRY_LOT_PREFERENCE_MONTHS, profileUpdateSchema, UPLOADS } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { formatDate } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useMe, useUpdateMe } from '../api';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { EmailChangeDialog } from '../components/EmailChangeDialog';
import { t } from '../../../lib/i18n';

interface Fields {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Members only: months before expiry at which a lot is offered back ('' = the programme's default). */
  expiryLotPreferences: number | '';
  profilePic: File | null;
}

const EMPTY: Fields = { name: '', email: '', phone: '', address: '', expiryLotPreferences: '', profilePic: null };

/** /me: picture, name, e-mail, phone and address; Cancel returns to /, Update saves. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const query = useMe();
  const { data: me, isLoading } = query;
  const update = useUpdateMe();
  const form = useForm<Fields>({ initialValues: EMPTY, validate: schemaResolver(profileUpdateSchema, { sync: true }) });
  const file = form.values.profilePic;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  // The form takes the profile once, when it first loads: a later refetch (a window refocus, the
  // answer to Update) never overwrites what is being typed.
  const { initialize } = form;
  useEffect(() => {
    if (me) {
      initialize({
        name: me.name ?? '',
        email: me.email ?? '',
        phone: me.phone ?? '',
        address: me.address ?? '',
        expiryLotPreferences: me.expiryLotPreferences ?? '',
        profilePic: null,
      });
    }
  }, [me, initialize]);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (result) => {
        form.setFieldValue('profilePic', null);
        form.resetDirty({ ...values, profilePic: null });
        showSuccess(result.message || t('profile.profileUpdated'));
        setPendingEmail(result.data.pendingEmail);
      },
    });
  });

  const picture = preview ?? fileUrl(me?.profilePic, DEFAULT_AVATAR);

  if (query.isError && !me) {
    return (
      <>
        <PageHeader title={t('profile.profile')} />
        <LoadError title={t('loadError.profile')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('profile.profile')} description={t('profile.yourDetailsAsTheProgramme')} />
      {me?.actingAs ? (
        <Alert icon={<IconUserShield size={18} />} color="yellow" variant="light" mb="lg" title={t('profile.actingOnBehalfOfThis')}>
          {t('profile.actingAsNote', { actor: me.actingAs.name, type: t(`userType.${me.actingAs.type}`), name: me.name })}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder shadow="xs" p="xl">
            <Stack align="center" gap="xs">
              {isLoading ? <Skeleton circle h={120} /> : <Avatar src={picture} alt={me?.name ?? t('profile.profilePicture')} size={120} radius={120} />}
              <Title order={3} fz="lg" ta="center" mt="sm">
                {isLoading ? <Skeleton h={22} w={160} /> : me?.name}
              </Title>
              {me ? (
                <>
                  <Badge variant="light">{t(`userType.${me.type}`)}</Badge>
                  <Text size="sm" c="dimmed" ta="center">
                    {me.email}
                  </Text>
                  {me.createdAt ? (
                    <Text size="xs" c="dimmed">
                      {t('profile.inTheProgrammeSince', { createdAt: formatDate(me.createdAt) })}
                    </Text>
                  ) : null}
                </>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p="xl" component="form" onSubmit={submit}>
            <Stack gap="md">
              <FileInput
                label={t('profile.profilePicture')}
                description={t('profile.pngGifOrJpeg')}
                placeholder={t('profile.chooseANewPicture')}
                accept={UPLOADS.profilePicTypes.join(',')}
                {...form.getInputProps('profilePic')}
                clearable
                leftSection={<IconPhoto size={18} />}
              />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('profile.name')} {...form.getInputProps('name')} leftSection={<IconUser size={18} />} disabled={isLoading} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('profile.email')}
                    type="email"
                    {...form.getInputProps('email')}
                    leftSection={<IconMail size={18} />}
                    disabled={isLoading}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('profile.phone')}
                    type="tel"
                    {...form.getInputProps('phone')}
                    leftSection={<IconPhone size={18} />}
                    disabled={isLoading}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea label={t('profile.address')} {...form.getInputProps('address')} autosize minRows={2} maxRows={4} disabled={isLoading} />
                </Grid.Col>
                {me?.type === 'member' ? (
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <NumberInput
                      label={t('profile.expiryLotPreferenceMonths')}
                      description={t('profile.aLotExpiringWithinThis', {
                        min: EXPIRY_LOT_PREFERENCE_MONTHS.min,
                        max: EXPIRY_LOT_PREFERENCE_MONTHS.max,
                        default: EXPIRY_LOT_PREFERENCE_MONTHS.default,
                      })}
                      {...form.getInputProps('expiryLotPreferences')}
                      min={EXPIRY_LOT_PREFERENCE_MONTHS.min}
                      max={EXPIRY_LOT_PREFERENCE_MONTHS.max}
                      allowDecimal={false}
                      leftSection={<IconHourglass size={18} />}
                      disabled={isLoading}
                    />
                  </Grid.Col>
                ) : null}
              </Grid>
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button variant="default" onClick={() => navigate('/')}>
                  {t('profile.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending} disabled={isLoading}>
                  {t('profile.update')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ApiKeysSection />
      <EmailChangeDialog pendingEmail={pendingEmail} onClose={() => setPendingEmail(null)} />
    </>
  );
}
