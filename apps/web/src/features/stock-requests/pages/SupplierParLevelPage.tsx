import { Box, Button, LoadingOverlay } from '@mantine/core';
import { IconArrowLeft, IconClipboardOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useStockRequest } from '../api';
import { ParLevelBoard } from '../components/ParLevelBoard';

const back = (
  <Button component={Link} to="/parlevel" variant="default" leftSection={<IconArrowLeft size={16} />}>
    Par Levels
  </Button>
);

/** Supplier /parlevel/{id} (where a new request's notification leads): the one request's card. */
export default function SupplierParLevelPage() {
  const { id } = useParams();
  const { data: request, isError } = useStockRequest(id);

  if (isError && !request) {
    return (
      <>
        <PageHeader title="Par Level Request" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconClipboardOff size={34} stroke={1.6} />}
          title="We could not find that par-level request"
          description="It may concern another supplier’s product, or the link may be mistyped."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Par Level Request" description="A member’s request to change the par level of one of your products." actions={back} />
      <Box pos="relative" mih={request ? undefined : 280}>
        <LoadingOverlay visible={!request} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {request ? <ParLevelBoard requests={[request]} /> : null}
      </Box>
    </>
  );
}
