import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wastage as wastageOf, type Dashboard, type UserType, type Worklist } from '@rds/contract';
import { portalCatalogue } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../testing/fixtures';
import DashboardPage from './pages/DashboardPage';

const RECALL_ID = '00000000-0000-4000-8000-0000000000c1';
const DASHBOARD: Dashboard = {
  orders: [],
  totalOrders: 0,
  totalMembers: 0,
  totalProducts: 0,
  totalSureSupply: 0,
  totalSuppliers: 0,
  totalDistributors: 0,
  totalLocations: 0,
  stocksAtRisk: 0,
  wastage: null,
};
const WASTAGE = wastageOf([{ reason: 'EXPIRED', delta: -10, at: new Date('2026-10-15T12:00:00Z'), price: 12.5 }], '2026-11-28');
const NOTHING: Worklist = { groups: [{ kind: 'RECALL_OVERDUE', count: 0, items: [] }], total: 0 };
const OVERDUE: Worklist = {
  groups: [
    {
      kind: 'RECALL_OVERDUE',
      count: 1,
      items: [
        {
          _id: RECALL_ID,
          title: 'Recall #7 of Insulin glargine: 42 units remain',
          requestedBy: 'Apex Pharma',
          since: '2026-11-20',
          link: `/recall/${RECALL_ID}`,
        },
      ],
    },
  ],
  total: 1,
};

const ok = (data: unknown) => answer(200, { success: true, message: '', data });

/** The dashboard of `type`, its own route answering `dashboard` and the worklist `worklist`; every other read an empty list. */
async function renderDashboard(type: UserType, dashboard: Dashboard, worklist: Worklist) {
  saveSession(fakeToken(), fakeUser(type));
  stubFetch().mockImplementation((url) => {
    const path = String(url).split('?')[0]!;
    if (path.endsWith('/dashboard')) return Promise.resolve(ok(dashboard));
    if (path.endsWith('/worklist')) return Promise.resolve(ok(worklist));
    if (path.endsWith('/stocks/figures')) return Promise.resolve(ok({ leadTimeDays: 30 }));
    return Promise.resolve(ok({ recalls: [], total: 0, open: 0, newest: [] }));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <DashboardPage /> }])} />, { wrapper });
  // Drawn once the dashboard's figures are in.
  await screen.findByText('No orders yet', undefined, { timeout: 5000 });
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

describe('the dashboard', () => {
  it('shows the Wastage card when the API answers wastage, whoever reads it', async () => {
    await renderDashboard('supplier', { ...DASHBOARD, wastage: WASTAGE }, NOTHING);
    expect(await screen.findByTestId('wastage-card', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('leaves the Wastage card out when the API answers none, even for a member', async () => {
    await renderDashboard('member', DASHBOARD, NOTHING);
    expect(screen.queryByTestId('wastage-card')).toBeNull();
    // Nothing overdue: a member's dashboard has no worklist.
    expect(screen.queryByTestId('worklist')).toBeNull();
  });

  it('shows a member its recalls past their respond-by date, each with its link', async () => {
    await renderDashboard('member', DASHBOARD, OVERDUE);
    const group = await screen.findByTestId('worklist-RECALL_OVERDUE', undefined, { timeout: 5000 });
    expect(within(group).getByRole('heading', { name: 'Recalls past their respond-by date' })).toBeTruthy();
    const link = within(group).getByRole('link', { name: 'Recall #7 of Insulin glargine: 42 units remain' });
    expect(link.getAttribute('href')).toBe(`/recall/${RECALL_ID}`);
    expect(within(group).getByText('Apex Pharma · respond by Nov 20, 2026')).toBeTruthy();
  });
});
