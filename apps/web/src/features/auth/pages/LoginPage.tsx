import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconClockExclamation, IconMail } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { forgetSignOutReason, peekSignOutReason, useSession } from '../../../lib/session';
import { showSuccess } from '../../../ui/toasts';
import { useSigninRequest } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { t } from '../../../lib/i18n';

/** /login: the e-mail address; the server sends a code and the user goes on to /verify. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { email: storedEmail } = useSession();
  const [email, setEmail] = useState(storedEmail ?? '');
  const request = useSigninRequest();
  // Why the last session ended by itself (expired, revoked): said once, then forgotten.
  const [signedOutBecause] = useState(peekSignOutReason);
  useEffect(() => forgetSignOutReason(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || request.isPending) return;
    request.mutate(value, {
      onSuccess: (result) => {
        if (result.message) showSuccess(result.message);
        void navigate('/verify');
      },
    });
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {signedOutBecause ? (
        <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} title={t('login.signedOut')} role="status">
          {signedOutBecause}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          size="md"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          leftSection={<IconMail size={18} />}
        />
        <Button type="submit" fullWidth size="md" mt="lg" loading={request.isPending} disabled={!email.trim()} rightSection={<IconArrowRight size={18} />}>
          {t('login.send')}
        </Button>
      </form>
      <Text size="xs" c="dimmed">
        {t('login.help')}
      </Text>
    </AuthLayout>
  );
}
