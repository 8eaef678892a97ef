import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Modal, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { isIsoDate, meetsMinimumExpiry, MESSAGES, type ProposedLot, type StockRequest } from '@rds/contract';
import { months, ProductCell } from '../../../domain';
import { showError, showSuccess } from '../../../ui/toasts';
import { useAssignStock, useLocationChoices } from '../api';
import { UnitsTally } from './UnitsTally';

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
function initialRows(request: StockRequest): Row[] {
  if (request.StockRequestUnits.length === 0) return [emptyRow()];
  return request.StockRequestUnits.map((unit) => ({
    key: nextKey++,
    locationId: unit.locationId,
    lotNumber: unit.lotNumber,
    expiry: unit.expiry,
    assignedUnits: unit.assignedUnits,
  }));
}

const unitsOf = (row: Row) => (typeof row.assignedUnits === 'number' ? row.assignedUnits : Number(row.assignedUnits) || 0);
const isComplete = (row: Row) => !!row.locationId && !!row.lotNumber.trim() && isIsoDate(row.expiry) && unitsOf(row) > 0;

const header = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 600 } as const;

function AssignForm({ request, onDone }: { request: StockRequest; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => initialRows(request));
  const [checked, setChecked] = useState(false);
  const { data: locations, isLoading: loadingLocations } = useLocationChoices(true);
  const assign = useAssignStock();
  const editing = request.status === 'ASSIGNED_REQUEST';
  const assigned = rows.reduce((sum, row) => sum + unitsOf(row), 0);

  const set = (key: number, changes: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  /**
   * The spec's checks, in its order: every row complete (location, expiry, lot number, units above
   * 0), then every expiry at least the request's minimum months away. The server checks again.
   */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    setChecked(true);
    if (rows.length === 0 || !rows.every(isComplete)) {
      showError(MESSAGES.fillRequired);
      return;
    }
    if (!rows.every((row) => meetsMinimumExpiry(row.expiry, request.minimumExpiry))) {
      showError(MESSAGES.expiryTooShort);
      return;
    }
    const stocks: ProposedLot[] = rows.map((row) => ({
      locationId: row.locationId!,
      lotNumber: row.lotNumber.trim(),
      expiry: row.expiry,
      assignedUnits: unitsOf(row),
    }));
    assign.mutate(
      { stockId: request.Stock._id, stocks },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onDone();
        },
      },
    );
  };

  const locationData = (locations ?? []).map((location) => ({ value: location._id, label: location.name }));
  const addressOf = (id: string) => {
    const location = locations?.find((l) => l._id === id);
    return location ? `${location.line1}, ${location.line2} ${location.postalCode}` : '';
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <ProductCell
            product={request.Stock.Product}
            size={48}
            extra={
              <Text size="xs" c="dimmed">
                For {request.Member.name}
              </Text>
            }
          />
          <UnitsTally needed={request.unitsToAssign} counted={assigned} verb="add" />
        </Group>
        <Alert variant="light" icon={<IconInfoCircle size={18} />} py="xs">
          Each lot must still have at least {months(request.minimumExpiry)} of shelf life from today. Place lots at approved locations only.
        </Alert>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={760} type="native">
            <Table verticalSpacing="xs" horizontalSpacing="sm">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th w={36} {...header}>
                    #
                  </Table.Th>
                  <Table.Th {...header}>Location</Table.Th>
                  <Table.Th w={170} {...header}>
                    Lot Number
                  </Table.Th>
                  <Table.Th w={170} {...header}>
                    Expiry
                  </Table.Th>
                  <Table.Th w={120} {...header}>
                    Units
                  </Table.Th>
                  <Table.Th w={44} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => {
                  const n = index + 1;
                  const tooSoon = checked && isIsoDate(row.expiry) && !meetsMinimumExpiry(row.expiry, request.minimumExpiry);
                  return (
                    <Table.Tr key={row.key} data-testid="assign-row">
                      <Table.Td c="dimmed" fz="sm">
                        {n}
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`Location, row ${n}`}
                          placeholder={loadingLocations ? 'Loading locations…' : 'Choose a location'}
                          data={locationData}
                          value={row.locationId}
                          onChange={(value) => set(row.key, { locationId: value })}
                          searchable
                          nothingFoundMessage="No approved location"
                          error={checked && !row.locationId}
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
                      <Table.Td>
                        <TextInput
                          aria-label={`Lot number, row ${n}`}
                          placeholder="e.g. SAL-7001"
                          value={row.lotNumber}
                          onChange={(event) => set(row.key, { lotNumber: event.currentTarget.value })}
                          error={checked && !row.lotNumber.trim()}
                          maxLength={100}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={`Expires too soon: at least ${months(request.minimumExpiry)} needed`} disabled={!tooSoon} color="red">
                          <TextInput
                            type="date"
                            aria-label={`Expiry, row ${n}`}
                            placeholder="YYYY-MM-DD"
                            value={row.expiry}
                            onChange={(event) => set(row.key, { expiry: event.currentTarget.value })}
                            error={(checked && !isIsoDate(row.expiry)) || tooSoon}
                          />
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Units, row ${n}`}
                          placeholder="0"
                          value={row.assignedUnits}
                          onChange={(value) => set(row.key, { assignedUnits: value })}
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                          thousandSeparator=","
                          error={checked && unitsOf(row) <= 0}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove row ${n}`}
                          onClick={() => remove(row.key)}
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
          </Table.ScrollContainer>
        </Paper>
        <Group justify="space-between" gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows((current) => [...current, emptyRow()])}>
            Add row
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {editing ? 'Save changes' : 'Assign'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Assign (or Edit) the stock of an increase: rows of location, lot number, expiry and units. */
export function AssignDialog({ request, onClose }: { request: StockRequest | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!request}
      onClose={onClose}
      centered
      size={980}
      title={
        <Group gap="sm">
          <Text fw={650} size="lg">
            {request?.status === 'ASSIGNED_REQUEST' ? 'Edit Assigned Stock' : 'Assign Stock'}
          </Text>
          {request ? (
            <Badge variant="light" radius="sm">
              Par level {request.parLevel.toLocaleString('en-CA')} → {request.requestedParLevel.toLocaleString('en-CA')}
            </Badge>
          ) : null}
        </Group>
      }
    >
      {request ? <AssignForm key={request._id} request={request} onDone={onClose} /> : null}
    </Modal>
  );
}
