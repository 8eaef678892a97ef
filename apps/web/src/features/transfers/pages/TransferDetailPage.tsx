import { useState } from 'react';
import { Box, Button, Grid, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowsExchange, IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Transfer } from '@rds/contract';
import { HistorySection, LotsTable, PartyBlock, ProductImage } from '../../../domain';
import { DecisionButtons, type Decision } from '../../../ui/DecisionButtons';
import { DetailField } from '../../../ui/DetailField';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format';
import { Outcome } from '../../../ui/Outcome';
import { PageHeader } from '../../../ui/PageHeader';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useDecideTransfer, useTransfer } from '../api';
import { TransferStatusBadge } from '../components/TransferParts';
import { Section } from '../../../ui/Section';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** Approve and Deny for whoever may decide (the recipient while PENDING); where the transfer stands for everyone else. */
function TransferDecision({ transfer }: { transfer: Transfer }) {
  const decide = useDecideTransfer();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  if (transfer.status === 'APPROVED') {
    return (
      <Outcome color="green" icon={<IconCircleCheck size={20} />} title={t('transfers.approved')}>
        {t('transfers.approvedTheUnitsMovedTo', { name: transfer.recipientMember.name })}
      </Outcome>
    );
  }
  if (transfer.status === 'DENIED') {
    return (
      <Outcome color="red" icon={<IconCircleX size={20} />} title={t('transfers.denied')}>
        {t('transfers.deniedTheTransferTheUnits', { name: transfer.recipientMember.name, name2: transfer.senderMember.name })}
      </Outcome>
    );
  }
  if (!transfer.abilities.approve && !transfer.abilities.deny) {
    return (
      <Outcome color="yellow" icon={<IconHourglass size={20} />} title={t('transfers.waitingForTheRecipient')}>
        {t('transfers.approvesOrDeniesTheTransfer', { name: transfer.recipientMember.name, name2: transfer.senderMember.name })}
      </Outcome>
    );
  }
  const onDecide = (decision: Decision) => {
    if (decide.isPending) return;
    setDeciding(decision);
    decide.mutate(
      { id: transfer._id, decision, version: transfer.version },
      { onSuccess: (result) => showSuccess(result.message), onSettled: () => setDeciding(null) },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('transfers.offersYouUnitsApproveTo', { name: transfer.senderMember.name, units: formatNumber(transfer.units) })}</Text>
      <DecisionButtons enabled deciding={deciding} onDecide={onDecide} />
    </Stack>
  );
}

/** /stocktransfer/{id} (member, supplier, distributor, administrator): who sends what to whom, and the recipient's decision. */
export default function TransferDetailPage() {
  const { id } = useParams();
  const query = useTransfer(id);
  const { data: transfer, isError } = query;
  const back = (
    <Button component={Link} to="/stocktransfers" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('transfers.stockTransfers')}
    </Button>
  );

  if (failedToLoad(query, transfer)) {
    return (
      <>
        <PageHeader title={t('transfers.stockTransferRequest')} actions={back} />
        <LoadError title={t('loadError.transfer')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !transfer) {
    return (
      <>
        <PageHeader title={t('transfers.stockTransferRequest')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconArrowsExchange size={34} stroke={1.6} />}
          title={t('transfers.weCouldNotFindThat')}
          description={t('transfers.itMayNotBeYours')}
        />
      </>
    );
  }

  const product = transfer?.Stock.Product;
  return (
    <>
      <PageHeader
        title={t('transfers.stockTransferRequest')}
        description={transfer ? t('transfers.requested2', { createdAt: formatDateTime(transfer.createdAt) }) : t('transfers.loadingTheTransfer')}
        actions={back}
      />
      <Box pos="relative" mih={transfer ? undefined : 360}>
        <LoadingOverlay visible={!transfer} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {transfer && product ? (
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
                <Section title={t('transfers.senderMember')}>
                  <PartyBlock party={transfer.senderMember} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
                <Section title={t('transfers.recipientMember')}>
                  <PartyBlock party={transfer.recipientMember} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Section title={t('transfers.status')}>
                  <Group gap="sm">
                    <TransferStatusBadge status={transfer.status} size="lg" />
                    <Text size="sm" c="dimmed">
                      {t('transfers.units2', { count: transfer.units })}
                    </Text>
                  </Group>
                  <TransferDecision transfer={transfer} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Section title={t('transfers.product')}>
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ProductImage product={product} size={64} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={650} size="sm">
                        {product.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {product.brand}
                      </Text>
                      <Text size="sm" c="dimmed">
                        <Trans
                          i18nKey="domain.productIdValue"
                          values={{ productId: product.productId }}
                          components={{ b: <span className="tabular-nums" /> }}
                        />
                      </Text>
                    </Stack>
                  </Group>
                  <DetailField label={t('transfers.parLevel')}>
                    <Text fz="lg" fw={700} className="tabular-nums">
                      {formatNumber(transfer.Stock.parLevel)}
                    </Text>
                  </DetailField>
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Section title={t('transfers.supplier')}>
                  <PartyBlock party={{ ...transfer.Supplier, email: undefined }} />
                  <DetailField label={t('transfers.contractNumber')}>
                    <Text size="sm" ff="monospace">
                      {product.contractNumber}
                    </Text>
                  </DetailField>
                </Section>
              </Grid.Col>
            </Grid>
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('transfers.transferUnits')}
              </Title>
              <LotsTable
                rows={transfer.StockTransferUnits.map((line) => ({
                  _id: line._id,
                  Location: line.StockUnit.Location,
                  assignedUnits: line.units,
                  lotNumber: line.StockUnit.lotNumber,
                  expiry: line.StockUnit.expiry,
                }))}
                formatExpiry={formatDate}
                withLocationName
                emptyTitle={t('transfers.noUnitsInThisTransfer')}
              />
            </Stack>
            <HistorySection kind="transfer" id={transfer._id} revision={transfer.version} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
