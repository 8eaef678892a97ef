import { Text } from '@mantine/core';
import type { Location } from '@rds/contract';
import { t } from '../../../lib/i18n';

/** Line 1, line 2 and the postal code, as on an envelope. */
export function LocationAddress({ location }: { location: Pick<Location, 'line1' | 'line2' | 'postalCode'> }) {
  return (
    <div>
      <Text size="sm">{location.line1}</Text>
      <Text size="sm">{location.line2}</Text>
      <Text size="sm" c="dimmed" className="tabular-nums">
        {location.postalCode}
      </Text>
    </div>
  );
}

/** A comment cell: the text, or a quiet dash when there is none. */
export function LocationComment({ comment }: { comment: string }) {
  return comment ? (
    <Text size="sm" lineClamp={3} maw={260}>
      {comment}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" aria-label={t('locations.noComment')}>
      —
    </Text>
  );
}
