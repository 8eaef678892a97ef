import { useState, type FormEvent } from 'react';
import { Button, Center, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIGNIN, type Me } from '@rds/contract';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';
import { saveUser } from '../../../lib/session';
import { showSuccess } from '../../../ui/toasts';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** POST /api/{type}/me/email/confirm {otp}: the new address takes effect; every other session ends. */
function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => api.post('/me/email/confirm', { body: { otp } }),
    onSuccess: (result) => {
      saveUser(result.data);
      queryClient.setQueryData<Me>(queryKeys.me, (previous) => ({ ...result.data, actingAs: previous?.actingAs ?? null }));
      void invalidate(queryClient, queryKeys.me);
    },
  });
}

/**
 * A new e-mail address waits for the code mailed to it: this asks for that code. Closing it leaves
 * the address as it was (the code simply expires).
 */
export function EmailChangeDialog({ pendingEmail, onClose }: { pendingEmail: string | null; onClose: () => void }) {
  const [otp, setOtp] = useState('');
  const confirm = useConfirmEmail();

  const close = () => {
    setOtp('');
    confirm.reset();
    onClose();
  };
  const submit = (code: string) => {
    if (code.length !== SIGNIN.codeLength || confirm.isPending) return;
    confirm.mutate(code, {
      onSuccess: (result) => {
        showSuccess(result.message || t('profile.yourEMailAddressIs'));
        close();
      },
      onError: () => setOtp(''),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(otp);
  };

  return (
    <Modal opened={pendingEmail !== null} onClose={close} title={t('profile.confirmYourNewEMail')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans i18nKey="profile.emailCodeSent" values={{ codeLength: SIGNIN.codeLength, email: pendingEmail }} components={{ b: <Text span fw={600} /> }} />
          </Text>
          <Center>
            <PinInput
              length={SIGNIN.codeLength}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus
              value={otp}
              onChange={setOtp}
              onComplete={submit}
              readOnly={confirm.isPending}
              ariaLabel={t('profile.confirmationCode')}
            />
          </Center>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('profile.notNow')}
            </Button>
            <Button type="submit" loading={confirm.isPending} disabled={otp.length !== SIGNIN.codeLength}>
              {t('profile.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
