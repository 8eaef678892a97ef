import { Alert, Avatar, Box, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconCircleX, IconHourglass, IconPencil, IconTopologyStar3 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { SupplyChain } from '@rds/contract';
import { HistorySection } from '../../../domain';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { DenialReason } from '../../../ui/DenialReason';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useDecideChain, useSupplyChain } from '../api';
import { PartnerColumn } from '../components/PartnerColumn';
import { ProductSummary } from '../components/ProductSummary';
import { PARTNER_COLUMNS, YELLOW_TEXT } from '../components/labels';
import { DecisionButtons } from '../../../ui/DecisionButtons';
import { t } from '../../../lib/i18n';

function Outcome({ chain, administrator }: { chain: SupplyChain; administrator: boolean }) {
  switch (chain.status) {
    case 'APPROVED':
      return (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('supplyChain.approved')}>
          {t('supplyChain.theSupplyChainIsApproved')}
        </Alert>
      );
    case 'DENIED':
      return (
        <Alert color="red" variant="light" icon={<IconCircleX size={20} />} title={t('supplyChain.denied')}>
          {administrator ? t('supplyChain.theSupplierHasBeenTold') : t('supplyChain.reviewThePartnersAndTheir')}
          <DenialReason reason={chain.decisionReason} />
        </Alert>
      );
    case 'PENDING':
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglass size={20} />}
          title={t('supplyChain.pendingForApproval')}
          styles={{ title: { color: YELLOW_TEXT } }}
        >
          {t(administrator ? 'supplyChain.pendingAdministrator' : 'supplyChain.pendingSupplier')}
        </Alert>
      );
    default:
      return (
        <Alert color="gray" variant="light" icon={<IconTopologyStar3 size={20} />} title={t('supplyChain.notSubmitted')}>
          {administrator ? t('supplyChain.theSupplierHasNotSubmitted') : t('supplyChain.submitItFromTheSupply')}
        </Alert>
      );
  }
}

/** /supplychain/{id} (administrator and supplier): the product, its three partner lists with flags, and the status; Approve and Deny for the administrator. */
export default function SupplyChainDetailPage() {
  const { id } = useParams();
  const { usertype } = useSession();
  const administrator = usertype === 'healthpro';
  const query = useSupplyChain(id);
  const { data: chain, isLoading, isError } = query;
  const decide = useDecideChain();
  const decidable = !!chain && (chain.abilities.approve || chain.abilities.deny);

  const back = administrator ? (
    <Button component={Link} to="/product" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('supplyChain.products')}
    </Button>
  ) : (
    <Button component={Link} to="/supplychain" variant="default" leftSection={<IconPencil size={16} />}>
      {t('supplyChain.editOnSupplyChain')}
    </Button>
  );

  if (failedToLoad(query, chain)) {
    return (
      <>
        <PageHeader title={t('supplyChain.supplyChain2')} actions={back} />
        <LoadError title={t('loadError.supplyChain')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !chain) {
    return (
      <>
        <PageHeader title={t('supplyChain.supplyChain2')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconTopologyStar3 size={34} stroke={1.6} />}
          title={t('supplyChain.weCouldNotFindThat')}
          description={t('supplyChain.theProductMayHaveBeen')}
        />
      </>
    );
  }

  const act = (decision: 'approve' | 'deny', reason?: string) => {
    if (!chain?._id || !decidable || decide.isPending) return;
    decide.mutate({ id: chain._id, decision, version: chain.version, reason }, { onSuccess: (result) => showSuccess(result.message) });
  };

  const red = chain ? PARTNER_COLUMNS.flatMap((c) => chain[c.key]).filter((item) => item.flag === 'RED') : [];

  return (
    <>
      <PageHeader title={t('supplyChain.supplyChain2')} description={t('supplyChain.materialSuppliersManufacturingFacilitiesAnd')} actions={back} />
      <Grid gap="lg" mb="lg">
        <Grid.Col span={{ base: 12, md: administrator ? 8 : 12 }}>
          <Paper withBorder shadow="xs" p="lg" h="100%">
            {isLoading || !chain ? (
              <Skeleton h={80} />
            ) : (
              <Stack gap="md">
                <ProductSummary chain={chain} titleOrder={2} />
                <Group gap="xl" wrap="wrap">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={fileUrl(chain.Product.Supplier.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={30} />
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('supplyChain.supplier')}
                      </Text>
                      <Text size="sm" fw={600}>
                        {chain.Product.Supplier.name}
                      </Text>
                    </div>
                  </Group>
                  {chain.submittedAt ? (
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('supplyChain.submitted')}
                      </Text>
                      <Text size="sm">{formatDateTime(chain.submittedAt)}</Text>
                    </div>
                  ) : null}
                </Group>
                {!administrator ? <Outcome chain={chain} administrator={false} /> : null}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        {administrator ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder shadow="xs" p="lg" h="100%">
              <Stack gap="md">
                <Title order={3} fz="lg">
                  {t('supplyChain.decision')}
                </Title>
                {chain ? <Outcome chain={chain} administrator /> : <Skeleton h={72} />}
                <DecisionButtons
                  enabled={decidable}
                  deciding={decide.isPending ? (decide.variables?.decision ?? null) : null}
                  onDecide={act}
                  denyTitle={t('supplyChain.denyTitle')}
                  denyMessage={t('supplyChain.denyMessage')}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        ) : null}
      </Grid>
      {red.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} mb="lg" title={t('supplyChain.partnerFlaggedRed', { count: red.length })}>
          {red.map((item) => item.name).join(', ')}
        </Alert>
      ) : null}
      {chain ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {PARTNER_COLUMNS.map((column) => (
            <PartnerColumn key={column.type} column={column} items={chain[column.key]} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {PARTNER_COLUMNS.map((column) => (
            <Skeleton key={column.type} h={160} />
          ))}
        </SimpleGrid>
      )}
      {chain?._id ? (
        <Box mt="lg">
          <HistorySection kind="supplychain" id={chain._id} revision={chain.version} />
        </Box>
      ) : null}
    </>
  );
}
