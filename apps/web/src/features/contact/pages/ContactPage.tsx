import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailbox, IconMapPinFilled, IconPhone, IconSend } from '@tabler/icons-react';
import { MESSAGE_KEYS, queryCreateSchema } from '@rds/contract';
import { allErrors, outlineOnly, schemaResolver } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../ui/PageHeader';
import { showErrors, showSuccess } from '../../../ui/toasts';
import { useSendQuery } from '../api';
import { PROGRAMME_CONTACT } from '../components/programme';
import classes from './ContactPage.module.css';
import { t } from '../../../lib/i18n';

function MapCard() {
  return (
    <div className={classes.map} role="img" aria-label={t('contact.mapLabel', { street: PROGRAMME_CONTACT.street, city: PROGRAMME_CONTACT.city })}>
      <div className={classes.park} />
      <div className={classes.water} />
      <div className={classes.pulse} />
      <IconMapPinFilled size={44} className={classes.pin} />
      <div className={classes.caption}>
        <div>
          <Text size="sm" fw={600} lh={1.3}>
            {PROGRAMME_CONTACT.street}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {PROGRAMME_CONTACT.city}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {t('contact.universityAveAtAdelaideSt')}
        </Text>
      </div>
    </div>
  );
}

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p="lg" h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600} mb={4}>
            {title}
          </Text>
          {children}
        </div>
      </Group>
    </Paper>
  );
}

/** /contact: a message to the programme (subject and message required), and where to find it. */
export default function ContactPage() {
  const { user } = useSession();
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: schemaResolver(queryCreateSchema, { sync: true }),
  });
  const send = useSendQuery();

  // One message for the form, as before; the fields at fault are outlined.
  const submit = form.onSubmit(
    (values) =>
      send.mutate(queryCreateSchema.parse(values), {
        onSuccess: (result) => {
          form.reset();
          showSuccess(result.message || t('contact.yourMessageHasBeenSent'));
        },
      }),
    (errors) => showErrors(allErrors(errors, t(MESSAGE_KEYS.fillRequired))),
  );

  return (
    <>
      <PageHeader title={t('contact.contact')} description={t('contact.questionsAboutYourStockOrders')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder shadow="xs" p="xl" component="form" onSubmit={submit} noValidate>
            <Title order={3} fz="lg" mb={4}>
              {t('contact.sendUsAMessage')}
            </Title>
            <Text size="sm" c="dimmed" mb="lg">
              {t('contact.weReplyToTheE')}
            </Text>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('contact.name')} value={user?.name ?? ''} disabled readOnly />
                <TextInput label={t('contact.email')} value={user?.email ?? ''} disabled readOnly />
              </SimpleGrid>
              <TextInput
                label={t('contact.subject')}
                placeholder={t('contact.whatIsItAbout')}
                withAsterisk
                {...outlineOnly(form.getInputProps('subject'))}
                maxLength={200}
              />
              <Textarea
                label={t('contact.message')}
                placeholder={t('contact.tellUsHowWeCan')}
                withAsterisk
                autosize
                minRows={6}
                maxRows={14}
                {...outlineOnly(form.getInputProps('message'))}
                maxLength={5000}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
                  {t('contact.submit')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <MapCard />
            <InfoCard icon={<IconMailbox size={22} />} title={t('contact.mailingAddress')}>
              <Text size="sm">{PROGRAMME_CONTACT.name}</Text>
              <Text size="sm">{PROGRAMME_CONTACT.street}</Text>
              <Text size="sm">{PROGRAMME_CONTACT.city}</Text>
            </InfoCard>
            <InfoCard icon={<IconPhone size={22} />} title={t('contact.telephone')}>
              <Anchor href={PROGRAMME_CONTACT.phoneHref} size="sm" fw={600}>
                {PROGRAMME_CONTACT.phone}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('contact.tollFreeAcrossCanada')}
              </Text>
            </InfoCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
