import { Text } from '@mantine/core';
import { t } from '../lib/i18n';

/** Why a record was denied, as the one who denied it wrote it; nothing when no reason was given. */
export function DenialReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Text size="sm" mt={4} data-testid="denial-reason" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} inherit>
        {t('decision.reasonLabel')}
      </Text>{' '}
      {reason}
    </Text>
  );
}
