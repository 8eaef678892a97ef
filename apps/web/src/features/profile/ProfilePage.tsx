import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  FileInput,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail, IconPhone, IconPhoto, IconUser, IconUserShield } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { UPLOADS, USER_TYPE_LABELS } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../lib/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccess } from '../../ui/toasts';
import { useMe, useUpdateMe } from './api';
import { EmailChangeDialog } from './EmailChangeDialog';

interface Fields {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const EMPTY: Fields = { name: '', email: '', phone: '', address: '' };

/** /me: picture, name, e-mail, phone and address; Cancel returns to /, Update saves. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const { data: me, isLoading } = useMe();
  const update = useUpdateMe();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  useEffect(() => {
    if (me) setFields({ name: me.name ?? '', email: me.email ?? '', phone: me.phone ?? '', address: me.address ?? '' });
  }, [me]);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = (key: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { ...fields, profilePic: file },
      {
        onSuccess: (result) => {
          setFile(null);
          showSuccess(result.message || 'Profile updated');
          setPendingEmail(result.data.pendingEmail);
        },
      },
    );
  };

  const picture = preview ?? fileUrl(me?.profilePic, DEFAULT_AVATAR);

  return (
    <>
      <PageHeader title="Profile" description="Your details as the programme and its partners see them." />
      {me?.actingAs ? (
        <Alert icon={<IconUserShield size={18} />} color="yellow" variant="light" mb="lg" title="Acting on behalf of this account">
          {me.actingAs.name} ({USER_TYPE_LABELS[me.actingAs.type]}) is signed in as {me.name}. Changes are recorded under both names.
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder shadow="xs" p="xl">
            <Stack align="center" gap="xs">
              {isLoading ? (
                <Skeleton circle h={120} />
              ) : (
                <Avatar src={picture} alt={me?.name ?? 'Profile picture'} size={120} radius={120} />
              )}
              <Title order={3} fz="lg" ta="center" mt="sm">
                {isLoading ? <Skeleton h={22} w={160} /> : me?.name}
              </Title>
              {me ? (
                <>
                  <Badge variant="light">{USER_TYPE_LABELS[me.type]}</Badge>
                  <Text size="sm" c="dimmed" ta="center">
                    {me.email}
                  </Text>
                  {me.createdAt ? (
                    <Text size="xs" c="dimmed">
                      In the programme since {formatDate(me.createdAt)}
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
                label="Profile picture"
                description="PNG, GIF or JPEG"
                placeholder="Choose a new picture"
                accept={UPLOADS.profilePicTypes.join(',')}
                value={file}
                onChange={setFile}
                clearable
                leftSection={<IconPhoto size={18} />}
              />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label="Name" value={fields.name} onChange={set('name')} leftSection={<IconUser size={18} />} disabled={isLoading} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Email"
                    type="email"
                    value={fields.email}
                    onChange={set('email')}
                    leftSection={<IconMail size={18} />}
                    disabled={isLoading}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Phone"
                    type="tel"
                    value={fields.phone}
                    onChange={set('phone')}
                    leftSection={<IconPhone size={18} />}
                    disabled={isLoading}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea
                    label="Address"
                    value={fields.address}
                    onChange={set('address')}
                    autosize
                    minRows={2}
                    maxRows={4}
                    disabled={isLoading}
                  />
                </Grid.Col>
              </Grid>
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button variant="default" onClick={() => navigate('/')}>
                  Cancel
                </Button>
                <Button type="submit" loading={update.isPending} disabled={isLoading}>
                  Update
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <EmailChangeDialog pendingEmail={pendingEmail} onClose={() => setPendingEmail(null)} />
    </>
  );
}
