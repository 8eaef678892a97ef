import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDown } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { earlierLotThan, MAX_UNITS, type Stock } from '@rds/contract';
import { api } from '../lib/api';
import { formatExpiry } from '../ui/format';
import { t } from '../lib/i18n';

type Lot = Stock['StockUnits'][number];

/** GET /api/member/stock/{id}/allocation?units=N: N units from the stock's lots, earliest expiry first. */
function useAllocation(stockId: string) {
  return useMutation({
    mutationFn: (units: number) => api.get('/stock/{id}/allocation', { params: { path: { id: stockId }, query: { units } } }).then((r) => r.data),
  });
}

/**
 * "Total units" and "Fill from earliest expiry": asks the server for that many units, first expiry
 * first out, and hands the dialog the units per lot (`onFill`); says when the lots fall short, for as
 * long as the dialog's units per lot (`picked`) are still the ones filled. Lines naming a lot the
 * dialog does not show (received since it opened) are left out and counted as short.
 */
export function FirstExpiryFill({
  stockId,
  lots,
  picked,
  onFill,
  initialTotal,
}: {
  stockId: string;
  lots: Lot[];
  picked: Record<string, number>;
  onFill: (picked: Record<string, number>) => void;
  /** The units the dialog opened with already chosen (a redistribution's suggestion), shown as the total. */
  initialTotal?: number;
}) {
  const allocation = useAllocation(stockId);
  const [total, setTotal] = useState<number | string>(initialTotal ?? '');
  const [invalid, setInvalid] = useState(false);
  const [short, setShort] = useState<{ asked: number; got: number; filled: Record<string, number> } | null>(null);
  const stillFilled = short !== null && lots.every((lot) => (picked[lot._id] ?? 0) === (short.filled[lot._id] ?? 0));

  const fill = () => {
    const units = typeof total === 'number' ? total : Number(total);
    if (!Number.isInteger(units) || units < 1 || units > MAX_UNITS) {
      setInvalid(true);
      return;
    }
    allocation.mutate(units, {
      onSuccess: ({ lines }) => {
        const shown = lines.filter((line) => lots.some((lot) => lot._id === line.stockUnitId));
        const got = shown.reduce((sum, line) => sum + line.units, 0);
        const filled = Object.fromEntries(shown.map((line) => [line.stockUnitId, line.units]));
        onFill(filled);
        setShort(got < units ? { asked: units, got, filled } : null);
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('domain.fill.totalUnits')}
          placeholder="0"
          value={total}
          onChange={(value) => {
            setTotal(value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            // Enter fills here, rather than submitting the order or transfer.
            if (event.key === 'Enter') {
              event.preventDefault();
              fill();
            }
          }}
          min={1}
          max={MAX_UNITS}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          error={invalid ? t('domain.fill.wholeUnits', { max: MAX_UNITS }) : undefined}
          style={{ flex: '1 1 140px', maxWidth: 220 }}
        />
        <Button
          variant="light"
          leftSection={<IconCalendarDown size={16} />}
          onClick={fill}
          loading={allocation.isPending}
          // A long label (French) wraps on a phone instead of leaving the dialog.
          h="auto"
          mih={36}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6 } }}
        >
          {t('domain.fill.fromEarliestExpiry')}
        </Button>
      </Group>
      {short && stillFilled ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs" data-testid="fill-short">
          {t('domain.fill.short', { got: short.got, asked: short.asked, short: short.asked - short.got })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Beside a lot the person takes units from: the first lot that expires earlier, is not expired and
 * still has units available once the person's other choices are counted (first expiry, first out).
 */
export function EarlierLotWarning({ lots, lotId, picked }: { lots: Lot[]; lotId: string; picked: Record<string, number> }) {
  const earlier = earlierLotThan(lots, lotId, picked);
  // Always there, so that a reader hears the warning when it appears. The icon carries the colour;
  // the words stay dark enough to read (orange text fails 4.5:1 on white).
  return (
    <div role="status">
      {earlier ? (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="earlier-lot">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" style={{ flex: 'none', marginTop: 2 }} aria-hidden />
          <Text size="xs" c="gray.8">
            {t('domain.fill.earlierLot', { lot: earlier.lot.lotNumber, expiry: formatExpiry(earlier.lot.expiry), units: earlier.left })}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
