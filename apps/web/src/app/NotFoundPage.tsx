import { Button } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../ui/EmptyState';
import { t } from '../lib/i18n';

/** Signed in, but no such page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      withCard
      size="lg"
      icon={<IconMapQuestion size={34} stroke={1.6} />}
      title={t('notFound.title')}
      description={t('notFound.description', { path: pathname })}
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
