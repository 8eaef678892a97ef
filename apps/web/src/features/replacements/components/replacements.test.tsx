import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Replacement, ReplacementStatus, Stock } from '@rds/contract';
import { applyLanguage, portalCatalogue } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../../testing/fixtures';
import ReplaceStockDialog from './ReplaceStockDialog';
import { ReplacementActions } from './ReplacementActions';
import { ReplacementStatusBadge } from './ReplacementParts';

const place = { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Toronto Central Depot', line1: '1 King St', line2: 'Toronto', postalCode: 'M5H 1A1' };
const party = { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Northwind', email: 'n@example.org', address: '', profilePic: null };
const product = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  productId: 'RDS-1',
  gtin: null,
  name: 'Amoxicillin',
  brand: 'Generic',
  image: null,
  price: 1,
  contractNumber: 'C-1',
};
const lot = (n: number, lotNumber: string, expiry: string, assignedUnits: number) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  abilities: { adjust: false },
  Location: place,
  assignedUnits,
  reservedUnits: 0,
  availableUnits: assignedUnits,
  lotNumber,
  expiry,
  recalled: false,
  recall: null,
});
const LOTS = [lot(1, 'OLD-1', '2027-01-31', 40), lot(2, 'OLD-2', '2027-03-31', 60), lot(3, 'NEW-3', '2029-06-30', 20)];
const STOCK: Stock = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  parLevel: 100,
  minimumExpiry: 6,
  status: 'ASSIGNED',
  totalAssignedUnits: 120,
  recalledUnits: 0,
  isReplacable: true,
  Product: product,
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

const NONE = { assign: false, approve: false, deny: false, comment: false };
function replacement(status: ReplacementStatus, abilities: Partial<Replacement['abilities']> = {}): Replacement {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    status,
    version: 3,
    requestedBy: 'member',
    note: null,
    units: 15,
    Stock: { _id: STOCK._id, parLevel: 100, minimumExpiry: 6, isReplacable: true, Product: product },
    Member: party,
    Supplier: party,
    StockReplacementUnits: [],
    StockReplacementLots: [],
    recall: null,
    comments: [],
    commentCount: 0,
    abilities: { ...NONE, ...abilities },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Where the router is now, to see where a success leads. */
function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/stock/a1']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bodyOf = (mock: ReturnType<typeof stubFetch>, call = 0) => JSON.parse(String(mock.mock.calls[call]![1]!.body)) as unknown;

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

describe('the replace-stock modal', () => {
  it('lists each lot with its location, lot number, expiry and units on hand', () => {
    stubFetch();
    wrap(<ReplaceStockDialog stock={STOCK} onClose={vi.fn()} />);
    const rows = screen.getAllByTestId('replace-lot');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Toronto Central Depot');
    expect(rows[0]!.textContent).toContain('Lot OLD-1 · expires');
    expect(rows[0]!.textContent).toContain('40 on hand');
  });

  it('sends exactly what was typed, with no check of its own, and opens the new replacement', async () => {
    const created = replacement('PENDING');
    const fetchMock = stubFetch(answer(201, { success: true, message: 'Replacement requested', data: created }));
    const onClose = vi.fn();
    wrap(<ReplaceStockDialog stock={STOCK} onClose={onClose} />);
    // More than the lot holds, and a zero: the server judges both, as the spec leaves the modal unchecked.
    fireEvent.change(screen.getByLabelText('Units to replace from lot OLD-1'), { target: { value: '55' } });
    fireEvent.change(screen.getByLabelText('Units to replace from lot OLD-2'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Expires before our audit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/member/stock/${STOCK._id}/replace`);
    expect(init!.method).toBe('POST');
    expect(bodyOf(fetchMock)).toEqual({
      stockUnits: [
        { stockUnitId: LOTS[0]!._id, units: 55 },
        { stockUnitId: LOTS[1]!._id, units: 0 },
      ],
      note: 'Expires before our audit',
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/stockreplacement/${created._id}`));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an empty request as it is, and stays open when the server refuses it', async () => {
    const fetchMock = stubFetch(
      answer(400, { success: false, message: 'Choose the units of at least one lot to replace', data: null, reason: 'validation.failed' }),
    );
    const onClose = vi.fn();
    wrap(<ReplaceStockDialog stock={STOCK} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toEqual({ stockUnits: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/stock/a1');
  });
  it('opens it under the supplier’s own prefix when the supplier replaces', async () => {
    saveSession(fakeToken(), fakeUser('supplier'));
    const fetchMock = stubFetch(answer(201, { success: true, message: 'Replacement requested', data: replacement('PENDING') }));
    wrap(<ReplaceStockDialog stock={STOCK} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Units to replace from lot OLD-2'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/supplier/stock/${STOCK._id}/replace`);
    expect(bodyOf(fetchMock)).toEqual({ stockUnits: [{ stockUnitId: LOTS[1]!._id, units: 12 }] });
  });
});

describe('the actions of a replacement', () => {
  const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  it('gives the member Approve and Deny only from those abilities', () => {
    wrap(<ReplacementActions replacement={replacement('ASSIGNED_REQUEST', { approve: true, deny: true, comment: true })} onAssign={vi.fn()} />);
    expect(buttons()).toEqual(['Approve', 'Deny']);
  });

  it('lets the member withdraw a request no lots answer yet, from its deny ability', () => {
    wrap(<ReplacementActions replacement={replacement('PENDING', { deny: true, comment: true })} onAssign={vi.fn()} />);
    expect(buttons()).toEqual(['Withdraw request']);
    expect(screen.getByText('Waiting for the supplier')).toBeTruthy();
  });

  it('gives the supplier Propose lots, then Revise lots, from its assign ability', () => {
    wrap(<ReplacementActions replacement={replacement('PENDING', { assign: true })} onAssign={vi.fn()} />);
    expect(buttons()).toEqual(['Propose lots']);
    cleanup();
    wrap(<ReplacementActions replacement={replacement('ASSIGNED_REQUEST', { assign: true })} onAssign={vi.fn()} />);
    expect(buttons()).toEqual(['Revise lots']);
  });

  it('shows no action without an ability, whatever the status', () => {
    for (const status of ['PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED'] as const) {
      wrap(<ReplacementActions replacement={replacement(status)} onAssign={vi.fn()} />);
      expect(buttons()).toEqual([]);
      cleanup();
    }
  });

  it('approves only after the confirmation, naming the version it was shown', async () => {
    const decided = replacement('APPROVED');
    const fetchMock = stubFetch(answer(200, { success: true, message: 'Approved', data: decided }));
    wrap(<ReplacementActions replacement={replacement('ASSIGNED_REQUEST', { approve: true, deny: true })} onAssign={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('15 units of Amoxicillin leave your stock, and the proposed lots join it in their place.')).toBeTruthy();
    const approveButtons = screen.getAllByRole('button', { name: 'Approve' });
    fireEvent.click(approveButtons[approveButtons.length - 1]!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/member/stockreplacement/${decided._id}/approve`);
    expect(init!.method).toBe('PATCH');
    expect(bodyOf(fetchMock)).toEqual({ version: 3 });
  });
});

describe('the status words of a replacement', () => {
  const word = (status: ReplacementStatus) => {
    wrap(<ReplacementStatusBadge status={status} />);
    const text = screen.getByTestId('replacement-status').textContent;
    cleanup();
    return text;
  };

  it('says each status in words, in English and in French', async () => {
    expect(['PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED'].map((s) => word(s as ReplacementStatus))).toEqual([
      'Pending',
      'Lots proposed',
      'Approved',
      'Denied',
    ]);
    await applyLanguage('fr');
    try {
      expect(['PENDING', 'ASSIGNED_REQUEST', 'APPROVED', 'DENIED'].map((s) => word(s as ReplacementStatus))).toEqual([
        'En attente',
        'Lots proposés',
        'Approuvé',
        'Refusé',
      ]);
    } finally {
      await applyLanguage('en');
    }
  });
});
