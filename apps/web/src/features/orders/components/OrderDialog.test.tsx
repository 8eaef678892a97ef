import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stock } from '@rds/contract';
import { portalCatalogue } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../../testing/fixtures';
import OrderDialog from './OrderDialog';

const place = { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Toronto Central Depot', line1: '1 King St', line2: 'Toronto', postalCode: 'M5H 1A1' };
const party = { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Northwind', email: 'n@example.org', address: '', profilePic: null };
const lot = (n: number, lotNumber: string, expiry: string, assignedUnits: number, reservedUnits = 0) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  Location: place,
  assignedUnits,
  reservedUnits,
  availableUnits: assignedUnits - reservedUnits,
  abilities: { adjust: false },
  lotNumber,
  expiry,
  recalled: false,
  recall: null,
});
// Listed as the stock lists them; B-12 expires first, Z-01 expired long ago.
const LOTS = [lot(1, 'C-30', '2031-06-30', 100), lot(2, 'B-12', '2030-01-31', 30, 10), lot(3, 'Z-01', '2020-01-31', 50)];
const STOCK: Stock = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  parLevel: 100,
  minimumExpiry: 6,
  totalAssignedUnits: 180,
  recalledUnits: 0,
  isReplacable: false,
  status: 'ASSIGNED',
  Product: {
    _id: '00000000-0000-4000-8000-0000000000d1',
    productId: 'RDS-1',
    gtin: null,
    name: 'Amoxicillin',
    brand: 'Generic',
    image: null,
    price: 1,
    contractNumber: 'C-1',
  },
  Member: party,
  Supplier: party,
  StockUnits: LOTS,
  openRequest: null,
  requestedParLevel: null,
  requestedMinExpiry: null,
  averageMonthlyUsage: null,
  daysOfCover: null,
  atRisk: false,
  abilities: { order: true, transfer: true, increase: true, decrease: true, replace: true, setReplacable: true },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const allocation = (lines: [number, number][], shortBy: number) =>
  answer(200, {
    success: true,
    message: '',
    data: {
      lines: lines.map(([i, units]) => ({ stockUnitId: LOTS[i]!._id, lotNumber: LOTS[i]!.lotNumber, expiry: LOTS[i]!.expiry, units })),
      shortBy,
    },
  });

function renderDialog(stock: Stock = STOCK) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  render(<OrderDialog stock={stock} onClose={vi.fn()} />, { wrapper });
}
const lotInput = (lotNumber: string) => screen.getByLabelText(`Units to order from lot ${lotNumber}`) as HTMLInputElement;
const fillWith = (units: string) => {
  fireEvent.change(screen.getByLabelText('Total units'), { target: { value: units } });
  fireEvent.click(screen.getByRole('button', { name: 'Fill from earliest expiry' }));
};

beforeAll(async () => {
  await portalCatalogue('en');
});
beforeEach(() => saveSession(fakeToken(), fakeUser('member')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('the order dialog, first expiry first out', () => {
  it('fills the lots from the allocation the server plans, and says by how many it falls short', async () => {
    const fetchMock = stubFetch(
      allocation(
        [
          [1, 20],
          [0, 100],
        ],
        10,
      ),
    );
    renderDialog();
    fillWith('130');
    await waitFor(() => expect(lotInput('C-30').value).toBe('100'));
    expect(lotInput('B-12').value).toBe('20');
    expect(lotInput('Z-01').value).toBe('');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/member/stock/${STOCK._id}/allocation?units=130`);
    expect(screen.getByTestId('fill-short').textContent).toBe('Only 120 of 130 units available; 10 short');
    // Filled first expiry first: nothing to warn of.
    expect(screen.queryByTestId('earlier-lot')).toBeNull();
    // Once the person changes a lot's units, the shortfall no longer describes the form.
    fireEvent.change(lotInput('C-30'), { target: { value: '90' } });
    expect(screen.queryByTestId('fill-short')).toBeNull();
  });

  it('refuses a total that is not a whole number from 1, without a call', () => {
    const fetchMock = stubFetch();
    renderDialog();
    fillWith('0');
    expect(screen.getByText('Enter a whole number of units from 1 to 10,000,000')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns beside a chosen lot while an earlier lot that is not expired still has units available', () => {
    stubFetch();
    renderDialog();
    // Z-01 expires earlier but is expired: taking B-12 is right.
    fireEvent.change(lotInput('B-12'), { target: { value: '5' } });
    expect(screen.queryByTestId('earlier-lot')).toBeNull();
    fireEvent.change(lotInput('C-30'), { target: { value: '5' } });
    expect(screen.getByTestId('earlier-lot').textContent).toBe('Lot B-12 expires earlier (31 Jan, 2030) and has 15 units available');
    fireEvent.change(lotInput('B-12'), { target: { value: '20' } });
    expect(screen.queryByTestId('earlier-lot')).toBeNull();
  });
});

describe('placing an order the dialog refuses', () => {
  /** The Error toast (the spec's red toast titled Error) that says `text`. */
  const errorToast = async (text: string) => {
    const message = await screen.findByText(text);
    const toast = message.closest('.mantine-Notification-root');
    expect(toast?.textContent).toContain('Error');
    return toast;
  };

  it("says 'No stock selected for order' in an Error toast, without a call, when nothing is chosen", async () => {
    const fetchMock = stubFetch();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await errorToast('No stock selected for order')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in an Error toast that a lot holds fewer units than asked, without a call', async () => {
    const fetchMock = stubFetch();
    renderDialog();
    fireEvent.change(lotInput('B-12'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await errorToast('Lot B-12 holds only 30 units.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a recalled lot in the order dialog', () => {
  it('is shown with its Recalled badge and cannot be ordered from; nor does an earlier recalled lot warn', () => {
    const recalled = { ...LOTS[1]!, availableUnits: 0, recalled: true, recall: { _id: '00000000-0000-4000-8000-0000000000e1', recallNumber: 7 } };
    renderDialog({ ...STOCK, recalledUnits: 20, StockUnits: [LOTS[0]!, recalled, LOTS[2]!] });
    expect(lotInput('B-12').disabled).toBe(true);
    expect(lotInput('C-30').disabled).toBe(false);
    const badges = screen.getAllByTestId('recalled-badge');
    expect(badges.map((b) => b.textContent)).toEqual([`Recalled (#${recalled.recall.recallNumber})`]);
    // B-12 expires before C-30, but it is recalled: choosing C-30 warns of nothing.
    fireEvent.change(lotInput('C-30'), { target: { value: '5' } });
    expect(screen.queryByTestId('earlier-lot')).toBeNull();
  });
});
