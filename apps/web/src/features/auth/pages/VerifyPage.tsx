import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Center, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { SIGNIN, type User } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../ui/toasts';
import { useSigninRequest, useSigninVerify } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { t } from '../../../lib/i18n';

/**
 * /verify: the 6-digit code from the e-mail; on success the session is stored and the user goes to /.
 * `beforeEntering`: see useSigninVerify.
 */
export default function VerifyPage({ beforeEntering }: { beforeEntering?: (user: User) => Promise<unknown> }) {
  const navigate = useNavigate();
  const { email } = useSession();
  const [otp, setOtp] = useState('');
  const pinRoot = useRef<HTMLDivElement>(null);
  /** A code is checked once: typing the last digit submits, and a click on Verify meanwhile must not send it again. */
  const inFlight = useRef(false);
  const focusFirstBox = () => window.setTimeout(() => pinRoot.current?.querySelector('input')?.focus(), 0);
  const verify = useSigninVerify(beforeEntering);
  const resend = useSigninRequest();

  if (!email) return <Navigate to="/login" replace />;

  const submit = (code: string) => {
    if (code.length !== SIGNIN.codeLength || inFlight.current) return;
    inFlight.current = true;
    verify.mutate(
      { email, otp: code },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: () => {
          inFlight.current = false;
          setOtp('');
          focusFirstBox();
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(otp);
  };

  return (
    <AuthLayout
      title={t('verify.title')}
      subtitle={
        <>
          {t('verify.sentTo', { digits: SIGNIN.codeLength })}{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {email}
          </Text>
          {t('verify.validFor', { minutes: SIGNIN.codeTtlMinutes })}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Center>
            <PinInput
              length={SIGNIN.codeLength}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus
              size="lg"
              gap={6}
              // Six boxes fit a 320 px phone inside the card's padding: each shrinks with the screen, down to 30 px.
              styles={{
                pinInput: { width: 'clamp(30px, calc((100vw - 110px) / 6), 50px)' },
                input: { width: '100%', height: 48, minHeight: 48 },
              }}
              value={otp}
              onChange={setOtp}
              onComplete={submit}
              readOnly={verify.isPending}
              rootRef={pinRoot}
              // The group is the code; each box says which digit it holds.
              role="group"
              aria-label={t('verify.code')}
              getInputProps={(index) => ({ 'aria-label': t('verify.digit', { position: index + 1, count: SIGNIN.codeLength }) })}
            />
          </Center>
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={verify.isPending}
            disabled={otp.length !== SIGNIN.codeLength}
            leftSection={<IconShieldCheck size={18} />}
          >
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/login" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            {t('verify.otherEmail')}
          </Group>
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: (result) => {
                setOtp('');
                focusFirstBox();
                showSuccess(result.message || t('verify.resent'));
              },
            })
          }
        >
          {resend.isPending ? t('verify.sending') : t('verify.resend')}
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
