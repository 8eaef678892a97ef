import { Box, Button, LoadingOverlay, Stack } from '@mantine/core';
import { IconArrowLeft, IconClipboardOff } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HistorySection } from '../../../domain';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { useStockRequest } from '../api';
import { ParLevelBoard } from '../components/ParLevelBoard';
import { t } from '../../../lib/i18n';

const back = (
  <Button component={Link} to="/parlevel" variant="default" leftSection={<IconArrowLeft size={16} />}>
    <Trans i18nKey="stockRequests.parLevels" />
  </Button>
);

/** Supplier /parlevel/{id} (where a new request's notification leads): the one request's card. */
export default function SupplierParLevelPage() {
  const { id } = useParams();
  const query = useStockRequest(id);
  const { data: request, isError } = query;

  if (failedToLoad(query, request)) {
    return (
      <>
        <PageHeader title={t('stockRequests.parLevelRequest')} actions={back} />
        <LoadError title={t('loadError.parLevelRequest')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !request) {
    return (
      <>
        <PageHeader title={t('stockRequests.parLevelRequest')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title={t('stockRequests.weCouldNotFindThat')}
          description={t('stockRequests.itMayConcernAnotherSupplier')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('stockRequests.parLevelRequest')} description={t('stockRequests.aMemberSRequestTo')} actions={back} />
      <Box pos="relative" mih={request ? undefined : 280}>
        <LoadingOverlay visible={!request} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {request ? (
          <Stack gap="lg">
            <ParLevelBoard requests={[request]} />
            <HistorySection kind="stockrequest" id={request._id} revision={request.version} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
