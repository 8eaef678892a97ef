import { Badge, Group } from '@mantine/core';
import { t } from '../lib/i18n';
import { formatNumber, pluralize } from './format';

/** A screen title with the list's total beside it, e.g. "Locations [12]"; the count is read out in words. */
export function CountTitle({ title, total, noun }: { title: string; total: number | undefined; noun: string }) {
  return (
    // The count goes under a title too long to share its line on a phone, rather than be squeezed away.
    <Group component="span" gap={10} wrap="wrap" align="center">
      <span>{title}</span>
      {total !== undefined ? (
        <Badge
          component="span"
          size="lg"
          radius="sm"
          variant="light"
          className="tabular-nums"
          aria-label={t('list.inTotal', { count: total, noun: pluralize(total, noun) })}
          data-testid="title-total"
        >
          {formatNumber(total)}
        </Badge>
      ) : null}
    </Group>
  );
}
