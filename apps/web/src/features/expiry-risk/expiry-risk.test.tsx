import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExpiryRisk, LotAtRisk } from '@rds/contract';
import { portalCatalogue } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../testing/fixtures';
import ExpiryRiskPage from './pages/ExpiryRiskPage';

const lot = (n: number, lotNumber: string, recalledUnits: number): LotAtRisk => ({
  stockUnitId: `00000000-0000-4000-8000-00000000020${n}`,
  stockId: `00000000-0000-4000-8000-00000000030${n}`,
  memberId: '00000000-0000-4000-8000-000000000001',
  productId: `00000000-0000-4000-8000-00000000010${n}`,
  lotNumber,
  expiry: '2027-01-20',
  units: 10,
  unitsAtRisk: 10,
  valueAtRisk: 15,
  recalledUnits,
  Product: {
    _id: `00000000-0000-4000-8000-00000000010${n}`,
    productId: `RDS-100${n}`,
    gtin: null,
    name: `Product ${n}`,
    brand: 'Brand',
    image: null,
    price: 1.5,
    contractNumber: 'CN-1',
  },
  Member: { _id: '00000000-0000-4000-8000-000000000001', name: 'A member', email: 'member@example.org', address: '', profilePic: null },
  Location: { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Depot A', line1: '', line2: '', postalCode: '' },
});

const RISK: ExpiryRisk = {
  asOf: '2026-11-10',
  months: [{ month: '2027-01', units: 20, value: 30 }],
  lots: [lot(1, 'C-1', 12), lot(2, 'E-1', 0)],
  total: 2,
  recalledUnits: 20,
};

async function renderPage(data: ExpiryRisk) {
  saveSession(fakeToken(), fakeUser('member'));
  stubFetch().mockImplementation(() => Promise.resolve(answer(200, { success: true, message: '', data })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ExpiryRiskPage /> }])} />, { wrapper });
  await screen.findByText(data.lots[0]!.lotNumber, undefined, { timeout: 5000 });
}

beforeAll(async () => {
  await portalCatalogue('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('expiry risk', () => {
  it('says the recalled units apart: the horizon’s, and each lot’s stock’s under its product', async () => {
    await renderPage(RISK);
    expect(screen.getByTestId('expiry-risk-recalled').textContent).toBe('20 units recalled expiring in this horizon: frozen, so left out of the risk');
    const recalled = (lotNumber: string) => within(screen.getByText(lotNumber).closest('tr')!).queryByTestId('units-recalled')?.textContent ?? null;
    expect(recalled('C-1')).toBe('12 units recalled');
    expect(recalled('E-1')).toBeNull();
  });

  it('says nothing of recalls when none of the reader’s units are recalled', async () => {
    await renderPage({ ...RISK, lots: [lot(2, 'E-1', 0)], recalledUnits: 0 });
    expect(screen.queryByTestId('expiry-risk-recalled')).toBeNull();
    expect(screen.queryByTestId('units-recalled')).toBeNull();
  });
});
