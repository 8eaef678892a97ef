import { Center, Loader, Stack, Text } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import classes from './Loading.module.css';
import { t } from '../lib/i18n';

/** Centred spinner for a page or a lazily loaded screen. */
export function PageLoader({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 320} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {label ?? t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** A thin bar along the top of the window while any call is in flight. */
export function GlobalLoadingBar() {
  const fetching = useIsFetching({ predicate: (query) => query.meta?.background !== true });
  const mutating = useIsMutating();
  const busy = fetching + mutating > 0;
  return (
    <div className={classes.bar} data-active={busy || undefined} role="progressbar" aria-hidden={!busy} aria-label={t('common.loading')}>
      <div className={classes.indicator} />
    </div>
  );
}
