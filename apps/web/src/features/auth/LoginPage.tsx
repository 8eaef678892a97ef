import { useState, type FormEvent } from 'react';
import { Button, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { showSuccess } from '../../ui/toasts';
import { useSigninRequest } from './api';
import { AuthLayout } from './AuthLayout';

/** /login: the e-mail address; the server sends a code and the user goes on to /verify. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { email: storedEmail } = useSession();
  const [email, setEmail] = useState(storedEmail ?? '');
  const request = useSigninRequest();

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
    <AuthLayout title="Sign in" subtitle="Enter the e-mail address registered with the programme. We will send you a 6-digit sign-in code.">
      <form onSubmit={submit} noValidate>
        <TextInput
          label="E-mail address"
          placeholder="you@organisation.ca"
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
          Send sign-in code
        </Button>
      </form>
      <Text size="xs" c="dimmed">
        For members, suppliers, distributors and programme administrators. Trouble signing in? Call 1-800-555-0199.
      </Text>
    </AuthLayout>
  );
}
