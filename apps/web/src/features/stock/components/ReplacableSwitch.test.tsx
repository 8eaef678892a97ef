import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stock } from '@rds/contract';
import { portalCatalogue } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../../testing/fixtures';
import { ReplacableSwitch } from './ReplacableSwitch';

const party = { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Northwind', email: 'n@example.org', address: '', profilePic: null };
function stock(isReplacable: boolean, setReplacable: boolean): Stock {
  return {
    _id: '00000000-0000-4000-8000-0000000000a1',
    parLevel: 100,
    minimumExpiry: 6,
    status: 'ASSIGNED',
    totalAssignedUnits: 0,
    recalledUnits: 0,
    isReplacable,
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
    StockUnits: [],
    openRequest: null,
    requestedParLevel: null,
    requestedMinExpiry: null,
    averageMonthlyUsage: null,
    daysOfCover: null,
    atRisk: false,
    abilities: { order: true, transfer: true, increase: true, decrease: true, replace: true, setReplacable },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderSwitch(shown: Stock) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ReplacableSwitch stock={shown} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(() => portalCatalogue('en'));
beforeEach(() => saveSession(fakeToken(), fakeUser('member')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the switch "Supplier may replace lots"', () => {
  it('is not there without the stock’s setReplacable ability (the supplier, another portal, a read-only key)', () => {
    renderSwitch(stock(true, false));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the stock’s consent and sends the new one to PATCH stock/{id}', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: 'Saved', data: stock(true, true) }));
    renderSwitch(stock(false, true));
    const consent = screen.getByRole('switch', { name: /Supplier may replace lots/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/member/stock/00000000-0000-4000-8000-0000000000a1');
    expect(init!.method).toBe('PATCH');
    expect(JSON.parse(String(init!.body))).toEqual({ isReplacable: true });
  });
});
