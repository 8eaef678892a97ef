import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { schemaResolver } from '../lib/form';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import { meetsMinimumExpiry, MESSAGE_KEYS, proposedLotSchema, type ProposedLot } from '@rds/contract';
import { showError } from '../ui/toasts';
import { useLocationChoices } from './locationChoices';
import { ProposalButtons, ProposalHeader } from './ProposalParts';
import { months, type ProductLike } from './RecordParts';
import { ScanLotInput } from './scan/ScanLotInput';
import { t } from '../lib/i18n';
import { TableScroll } from '../ui/TableScroll';

/** A lot already proposed (a stock request's or a replenishment's StockRequestUnits). */
export interface ProposedLotLike {
  locationId: string;
  lotNumber: string;
  expiry: string;
  assignedUnits: number;
}

interface Row {
  key: number;
  locationId: string | null;
  lotNumber: string;
  expiry: string;
  assignedUnits: number | string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, locationId: null, lotNumber: '', expiry: '', assignedUnits: '' });

/** The rows of an earlier proposal (Edit), or one empty row. */
function initialRows(existing: ProposedLotLike[]): Row[] {
  if (existing.length === 0) return [emptyRow()];
  return existing.map((unit) => ({
    key: nextKey++,
    locationId: unit.locationId,
    lotNumber: unit.lotNumber,
    expiry: unit.expiry,
    assignedUnits: unit.assignedUnits,
  }));
}

const unitsOf = (row: Row) => (typeof row.assignedUnits === 'number' ? row.assignedUnits : Number(row.assignedUnits) || 0);

/** Every row a complete lot by the contract's own rule (location, lot number, expiry, units above 0). */
const checkRows = schemaResolver(z.object({ rows: z.array(proposedLotSchema) }), { sync: true });

/**
 * The spec's checks: every row complete, and every expiry at least the minimum months
 * away (the server checks again). A field's error is its message; the toast says the first kind.
 */
function validateRows(values: { rows: Row[] }, minimumExpiry: number): FormErrors {
  const errors: FormErrors = checkRows(values);
  values.rows.forEach((row, index) => {
    const path = `rows.${index}.expiry`;
    if (!errors[path] && !meetsMinimumExpiry(row.expiry, minimumExpiry)) errors[path] = t(MESSAGE_KEYS.expiryTooShort);
  });
  return errors;
}

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;

export interface ProposedLotsFormProps {
  /** The lots of an earlier proposal (an edit starts from them). */
  existing: ProposedLotLike[];
  /** Months of shelf life each lot must still have from today. */
  minimumExpiry: number;
  /** Units the proposal must add. */
  needed: number;
  /** The product of every row: a scanned pack of another is refused. */
  product: ProductLike & { gtin: string | null };
  memberName: string;
  /** The submit button's words (Assign, Replenish, Save changes). */
  submitLabel: string;
  pending: boolean;
  /** Called with complete, checked rows only. */
  onSubmit: (stocks: ProposedLot[]) => void;
  onCancel: () => void;
}

/**
 * The supplier's rows of new lots (location, lot number, expiry, units) for a par-level increase
 * or a replenishment, with the spec's checks: every row complete ('Please fill required fields'),
 * then every expiry far enough away ('Assigned stock does not meet minimum expiration value').
 */
export function ProposedLotsForm({ existing, minimumExpiry, needed, product, memberName, submitLabel, pending, onSubmit, onCancel }: ProposedLotsFormProps) {
  const form = useForm<{ rows: Row[] }>({
    initialValues: { rows: initialRows(existing) },
    validate: (values) => validateRows(values, minimumExpiry),
  });
  const rows = form.values.rows;
  const { data: locations, isLoading: loadingLocations } = useLocationChoices(true);
  const assigned = rows.reduce((sum, row) => sum + unitsOf(row), 0);
  const hasError = (index: number, field: keyof Row) => !!form.errors[`rows.${index}.${field}`];

  const submit = form.onSubmit(
    (values) => {
      if (pending) return;
      onSubmit(
        values.rows.map((row) => ({
          locationId: row.locationId!,
          lotNumber: row.lotNumber.trim(),
          expiry: row.expiry,
          assignedUnits: unitsOf(row),
        })),
      );
    },
    // Incomplete rows first, as the spec orders the checks; then lots that expire too soon.
    (errors) =>
      showError(
        Object.values(errors).some((message) => message !== t(MESSAGE_KEYS.expiryTooShort)) ? t(MESSAGE_KEYS.fillRequired) : t(MESSAGE_KEYS.expiryTooShort),
      ),
  );

  const locationData = (locations ?? []).map((location) => ({ value: location._id, label: location.name }));
  const addressOf = (id: string) => {
    const location = locations?.find((l) => l._id === id);
    return location ? `${location.line1}, ${location.line2} ${location.postalCode}` : '';
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProposalHeader product={product} memberName={memberName} needed={needed} counted={assigned} verb="add" />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          {t('domain.eachLotMustStillHave', { minimumExpiry: months(minimumExpiry) })}
        </Alert>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <TableScroll minWidth={760}>
            <Table className="rds-stack" verticalSpacing="xs" horizontalSpacing="sm">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th w={36} {...header}>
                    #
                  </Table.Th>
                  <Table.Th {...header}>{t('domain.location')}</Table.Th>
                  <Table.Th w={210} {...header}>
                    {t('domain.lotNumber')}
                  </Table.Th>
                  <Table.Th w={170} {...header}>
                    {t('domain.expiry')}
                  </Table.Th>
                  <Table.Th w={120} {...header}>
                    {t('domain.units')}
                  </Table.Th>
                  <Table.Th w={44} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => {
                  const n = index + 1;
                  const tooSoon = form.errors[`rows.${index}.expiry`] === t(MESSAGE_KEYS.expiryTooShort);
                  return (
                    <Table.Tr key={row.key} data-testid="assign-row">
                      <Table.Td c="dimmed" fz="sm">
                        {n}
                      </Table.Td>
                      <Table.Td data-label={t('domain.location')}>
                        <Select
                          aria-label={t('domain.locationRow', { n })}
                          placeholder={loadingLocations ? t('domain.loadingLocations') : t('domain.chooseALocation')}
                          data={locationData}
                          {...form.getInputProps(`rows.${index}.locationId`)}
                          searchable
                          nothingFoundMessage={t('domain.noApprovedLocation')}
                          error={hasError(index, 'locationId')}
                          renderOption={({ option }) => (
                            <Stack gap={0}>
                              <Text size="sm">{option.label}</Text>
                              <Text size="xs" c="dimmed">
                                {addressOf(option.value)}
                              </Text>
                            </Stack>
                          )}
                          comboboxProps={{ withinPortal: true }}
                        />
                      </Table.Td>
                      <Table.Td data-label={t('domain.lotNumber')}>
                        <ScanLotInput
                          aria-label={t('domain.lotNumberRow', { n })}
                          placeholder={t('domain.eGSal7001')}
                          {...form.getInputProps(`rows.${index}.lotNumber`)}
                          error={hasError(index, 'lotNumber')}
                          maxLength={100}
                          product={product}
                          scanLabel={t('scan.scanRow', { n })}
                          onLotChange={(value) => form.setFieldValue(`rows.${index}.lotNumber`, value)}
                          onPack={({ lot, expiry }) => {
                            if (lot !== undefined) form.setFieldValue(`rows.${index}.lotNumber`, lot);
                            if (expiry !== undefined) form.setFieldValue(`rows.${index}.expiry`, expiry);
                          }}
                        />
                      </Table.Td>
                      <Table.Td data-label={t('domain.expiry')}>
                        <Tooltip label={t('domain.expiresTooSoonAtLeast', { minimumExpiry: months(minimumExpiry) })} disabled={!tooSoon} color="red">
                          <TextInput
                            type="date"
                            aria-label={t('domain.expiryRow', { n })}
                            placeholder={t('domain.yyyyMmDd')}
                            {...form.getInputProps(`rows.${index}.expiry`)}
                            error={hasError(index, 'expiry')}
                          />
                        </Tooltip>
                      </Table.Td>
                      <Table.Td data-label={t('domain.units')}>
                        <NumberInput
                          aria-label={t('domain.unitsRow', { n })}
                          placeholder="0"
                          {...form.getInputProps(`rows.${index}.assignedUnits`)}
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                          thousandSeparator=","
                          error={hasError(index, 'assignedUnits')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('domain.removeRow', { n })}
                          onClick={() => form.removeListItem('rows', index)}
                          disabled={rows.length === 1}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Paper>
        <Group justify="space-between" gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('rows', emptyRow())}>
            {t('domain.addRow')}
          </Button>
          <ProposalButtons label={submitLabel} pending={pending} onCancel={onCancel} />
        </Group>
      </Stack>
    </form>
  );
}
