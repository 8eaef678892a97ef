import { Alert, Box, Group, LoadingOverlay, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { z } from 'zod';
import { MESSAGE_KEYS, withdrawnLotSchema, type StockRequest, type WithdrawnLot } from '@rds/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { formatExpiry, formatNumber } from '../../../ui/format';
import { allErrors, schemaResolver } from '../../../lib/form';
import { showErrors, showSuccess } from '../../../ui/toasts';
import { useAssignStock, useStockLots } from '../api';
import { ProposalButtons, ProposalHeader, ProposalModal } from './ProposalModal';
import { t } from '../../../lib/i18n';
import { TableScroll } from '../../../ui/TableScroll';
import { RecalledBadge } from '../../../domain';

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;
const numberOf = (value: number | string | undefined) => (typeof value === 'number' ? value : Number(value) || 0);

/** Units per lot (stock unit id). */
type Picked = Record<string, number | string>;

/** The lines a decrease sends: the lots with units to withdraw. */
const linesOf = (picked: Picked): WithdrawnLot[] =>
  Object.entries(picked)
    .filter(([, units]) => numberOf(units) > 0)
    .map(([stockUnitId, units]) => ({ stockUnitId, assignedUnits: numberOf(units) }));

/** At least one lot, each line by the contract's own rule. */
const checkLines = schemaResolver(z.object({ stocks: z.array(withdrawnLotSchema).min(1, { error: MESSAGE_KEYS.fillRequired }) }), { sync: true });
const validatePicked = ({ picked }: { picked: Picked }): FormErrors => checkLines({ stocks: linesOf(picked) });

function WithdrawForm({ request, onDone }: { request: StockRequest; onDone: () => void }) {
  const { data: stock, isLoading } = useStockLots(request.Stock._id, true);
  const assign = useAssignStock();
  // An Edit starts from the earlier proposal.
  const form = useForm<{ picked: Picked }>({
    initialValues: {
      picked: Object.fromEntries(request.StockRequestUnits.filter((unit) => unit.stockUnitId).map((unit) => [unit.stockUnitId!, unit.assignedUnits])),
    },
    validate: validatePicked,
  });
  const picked = form.values.picked;
  const lots = stock?.StockUnits ?? [];
  const counted = lots.reduce((sum, lot) => sum + numberOf(picked[lot._id]), 0);

  const submit = form.onSubmit(
    ({ picked }) => {
      if (assign.isPending) return;
      // Only the lots the stock holds now (an earlier proposal may name one since emptied).
      const stocks = linesOf(picked).filter((line) => lots.some((lot) => lot._id === line.stockUnitId));
      assign.mutate(
        { stockId: request.Stock._id, stocks },
        {
          onSuccess: (result) => {
            showSuccess(result.message);
            onDone();
          },
        },
      );
    },
    (errors) => showErrors(allErrors(errors, t(MESSAGE_KEYS.fillRequired))),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProposalHeader request={request} counted={counted} verb="withdraw" />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          {t('stockRequests.nameTheUnitsToTake', { requestedParLevel: formatNumber(request.requestedParLevel) })}
        </Alert>
        <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
          <LoadingOverlay visible={isLoading} zIndex={5} loaderProps={{ type: 'dots' }} />
          <TableScroll minWidth={680}>
            <Table className="rds-stack" verticalSpacing="xs" horizontalSpacing="sm">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th {...header}>{t('stockRequests.location')}</Table.Th>
                  <Table.Th {...header}>{t('stockRequests.lotNumber')}</Table.Th>
                  <Table.Th {...header}>{t('stockRequests.expiry')}</Table.Th>
                  <Table.Th ta="right" {...header}>
                    {t('stockRequests.held')}
                  </Table.Th>
                  <Table.Th w={150} {...header}>
                    {t('stockRequests.unitsToWithdraw')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lots.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5} p={0}>
                      {isLoading ? (
                        <Box h={120} />
                      ) : (
                        <EmptyState size="sm" title={t('stockRequests.thisStockHoldsNoUnits')} description={t('stockRequests.thereIsNothingToWithdraw')} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  lots.map((lot) => (
                    <Table.Tr key={lot._id}>
                      <Table.Td data-label={t('stockRequests.location')}>
                        <Text size="sm" fw={600}>
                          {lot.Location.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {lot.Location.line1}, {lot.Location.line2} {lot.Location.postalCode}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={t('stockRequests.lotNumber')} ff="monospace" fz="sm">
                        {lot.lotNumber}
                        {lot.recalled ? (
                          <Box mt={4} ff="var(--mantine-font-family)">
                            <RecalledBadge recall={lot.recall} />
                          </Box>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label={t('stockRequests.expiry')} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatExpiry(lot.expiry)}
                      </Table.Td>
                      <Table.Td data-label={t('stockRequests.held')} ta="right" className="tabular-nums">
                        {formatNumber(lot.assignedUnits)}
                      </Table.Td>
                      <Table.Td data-label={t('stockRequests.unitsToWithdraw')}>
                        <NumberInput
                          aria-label={t('stockRequests.unitsToWithdrawFromLot', { lotNumber: lot.lotNumber })}
                          placeholder="0"
                          value={picked[lot._id] ?? ''}
                          onChange={(value) => form.setFieldValue('picked', { ...picked, [lot._id]: value })}
                          min={0}
                          max={lot.assignedUnits}
                          disabled={lot.recalled}
                          clampBehavior="strict"
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Paper>
        <Group justify="flex-end">
          <ProposalButtons request={request} pending={assign.isPending} disabled={lots.length === 0} onCancel={onDone} />
        </Group>
      </Stack>
    </form>
  );
}

/** Assign (or Edit) a decrease: units to withdraw from each of the stock's lots. */
export function WithdrawDialog({ request, onClose }: { request: StockRequest | null; onClose: () => void }) {
  return (
    <ProposalModal
      request={request}
      onClose={onClose}
      size={880}
      color="grape"
      titles={{ create: t('stockRequests.unitsToWithdraw2'), edit: t('stockRequests.editUnitsToWithdraw') }}
    >
      {(shown) => <WithdrawForm key={shown._id} request={shown} onDone={onClose} />}
    </ProposalModal>
  );
}
