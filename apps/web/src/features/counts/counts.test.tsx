import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalCatalogue } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../testing/fixtures';
import { CountSheet } from './components/CountSheet';
import CountDetailPage from './pages/CountDetailPage';
import type { Count, CountLine } from './types';

const STOCK_ID = '00000000-0000-4000-8000-0000000000a1';
const line = (n: number, lotNumber: string, expectedUnits: number | null): CountLine => ({
  _id: `00000000-0000-4000-8000-00000000010${n}`,
  stockUnitId: `00000000-0000-4000-8000-00000000020${n}`,
  stockId: STOCK_ID,
  lotNumber,
  expiry: '2030-01-31',
  Product: {
    _id: '00000000-0000-4000-8000-0000000000e1',
    productId: 'RDS-1',
    gtin: null,
    name: 'Amoxicillin',
    brand: 'Generic',
    image: null,
    price: 1,
    contractNumber: 'C-1',
  },
  Member: { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Northwind', email: 'n@example.org', address: '', profilePic: null },
  expectedUnits,
  countedUnits: null,
  reason: null,
  note: null,
  variance: null,
  countedAt: null,
});
const COUNT: Count = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  status: 'OPEN',
  blind: false,
  Location: { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Toronto Central Depot', line1: '1 King St', line2: 'Toronto', postalCode: 'M5H 1A1' },
  User: { _id: '00000000-0000-4000-8000-0000000000f1', name: 'Northwind Distribution', type: 'distributor' },
  lines: [line(1, 'A-1', 40), line(2, 'B-12', 30), line(3, 'C-30', 100)],
  linesTotal: 3,
  found: [],
  lineCount: 3,
  countedCount: 0,
  summary: { counted: 0, uncounted: 3, variances: 0, varianceUnits: null },
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  abilities: { save: true, submit: true, approve: false, deny: false, cancel: true },
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

const counted = (lot: string) => screen.getByLabelText(`Units counted of lot ${lot}`) as HTMLInputElement;
const lotField = () => screen.getByTestId('count-lot-field') as HTMLInputElement;
const rowOf = (lot: string) => screen.getAllByTestId('count-line').find((row) => row.dataset.lot === lot)!;
// Mantine's Select names its listbox after the field too; the field is the first.
const reasonOf = (lot: string) => within(rowOf(lot)).getAllByLabelText(`Reason for the variance of lot ${lot}`)[0]!;

beforeAll(async () => {
  await portalCatalogue('en');
});
beforeEach(() => saveSession(fakeToken(), fakeUser('supplier')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('the count sheet, by keyboard', () => {
  it('moves to the next line on Enter, and from the last back to the lot field', () => {
    render(<CountSheet count={COUNT} onSave={vi.fn()} onSubmit={vi.fn()} />, { wrapper });
    counted('A-1').focus();
    fireEvent.change(counted('A-1'), { target: { value: '40' } });
    fireEvent.keyDown(counted('A-1'), { key: 'Enter' });
    expect(document.activeElement).toBe(counted('B-12'));
    fireEvent.keyDown(counted('B-12'), { key: 'Enter' });
    expect(document.activeElement).toBe(counted('C-30'));
    fireEvent.keyDown(counted('C-30'), { key: 'Enter' });
    expect(document.activeElement).toBe(lotField());
  });

  it('jumps to the line of a typed lot, and of a scanned GS1 code’s lot', () => {
    render(<CountSheet count={COUNT} onSave={vi.fn()} onSubmit={vi.fn()} />, { wrapper });
    fireEvent.change(lotField(), { target: { value: 'c-30' } });
    fireEvent.keyDown(lotField(), { key: 'Enter' });
    expect(document.activeElement).toBe(counted('C-30'));
    expect(lotField().value).toBe('');
    // A pack's code (the GS1 example GTIN, lot B-12) names the lot in its AI 10.
    fireEvent.change(lotField(), { target: { value: '(01)09506000134352(17)300131(10)B-12' } });
    fireEvent.keyDown(lotField(), { key: 'Enter' });
    expect(document.activeElement).toBe(counted('B-12'));
  });

  it('says so when the lot is not on the count', () => {
    render(<CountSheet count={COUNT} onSave={vi.fn()} onSubmit={vi.fn()} />, { wrapper });
    fireEvent.change(lotField(), { target: { value: 'Q-9' } });
    fireEvent.keyDown(lotField(), { key: 'Enter' });
    expect(screen.getByText(/Lot Q-9 is not on this count/)).toBeTruthy();
  });
});

describe('variances and their reasons', () => {
  it('shows each counted line’s variance, and refuses to submit a variance without a reason', async () => {
    const onSubmit = vi.fn();
    render(<CountSheet count={COUNT} onSave={vi.fn()} onSubmit={onSubmit} />, { wrapper });
    fireEvent.change(counted('A-1'), { target: { value: '40' } });
    fireEvent.change(counted('B-12'), { target: { value: '25' } });
    expect(within(rowOf('A-1')).getByTestId('count-variance').textContent).toBe('0');
    expect(within(rowOf('B-12')).getByTestId('count-variance').textContent).toBe('−5');
    // No reason asked where nothing differs.
    expect(within(rowOf('A-1')).queryByLabelText(/Reason for the variance/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('count-missing-reasons').textContent).toBe('Every variance needs a reason: lot B-12.');

    fireEvent.click(reasonOf('B-12'));
    fireEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      lines: [
        { stockUnitId: COUNT.lines[0]!.stockUnitId, countedUnits: 40 },
        { stockUnitId: COUNT.lines[1]!.stockUnitId, countedUnits: 25, reason: 'DAMAGED' },
      ],
      found: [],
      version: 2,
    });
  });

  it('offers only Found and Count correction for a gain', async () => {
    render(<CountSheet count={COUNT} onSave={vi.fn()} onSubmit={vi.fn()} />, { wrapper });
    fireEvent.change(counted('C-30'), { target: { value: '104' } });
    fireEvent.click(reasonOf('C-30'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Found', 'Count correction']);
  });

  it('sends a lot found on the shelf with the stock it belongs to', () => {
    const onSave = vi.fn();
    render(<CountSheet count={COUNT} onSave={onSave} onSubmit={vi.fn()} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Add a lot not on the list' }));
    const found = screen.getByTestId('found-lot');
    fireEvent.change(within(found).getByLabelText('Lot'), { target: { value: 'A-9' } });
    fireEvent.change(within(found).getByLabelText('Expiry'), { target: { value: '2031-03-31' } });
    fireEvent.change(within(found).getByLabelText('Counted'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ lines: [], found: [{ stockId: STOCK_ID, lotNumber: 'A-9', expiry: '2031-03-31', countedUnits: 12 }], version: 2 });
  });

  it('hides the expected units of a blind count', () => {
    const blind = { ...COUNT, blind: true, lines: COUNT.lines.map((one) => ({ ...one, expectedUnits: null })) };
    render(<CountSheet count={blind} onSave={vi.fn()} onSubmit={vi.fn()} />, { wrapper });
    expect(within(rowOf('A-1')).getByText('Hidden')).toBeTruthy();
    expect(screen.queryByText('40')).toBeNull();
  });
});

/** Answers by method and path, or by a prefix ending in `*` (a save refreshes the count, so the calls do not come in a fixed order). */
function renderPage(count: Count, answers: Record<string, () => Response> = {}, current: () => Count = () => count) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation((url, init) => {
    const call = `${init?.method ?? 'GET'} ${String(url)}`;
    const respond = answers[call] ?? Object.entries(answers).find(([prefix]) => prefix.endsWith('*') && call.startsWith(prefix.slice(0, -1)))?.[1];
    if (!respond && call.includes('/timeline/')) return Promise.resolve(answer(200, { success: true, message: '', data: { events: [], total: 0 } }));
    return Promise.resolve(respond ? respond() : answer(200, { success: true, message: '', data: current() }));
  });
  const router = createMemoryRouter([{ path: '/count/:id', element: <CountDetailPage /> }], { initialEntries: [`/count/${count._id}`] });
  render(<RouterProvider router={router} />, { wrapper });
  return fetchMock;
}

describe('the count page', () => {
  it('shows the server’s refusal of a submit in its words', async () => {
    const refusal = { success: false, message: 'Every variance needs a reason: lot B-12', code: 'VALIDATION', reason: 'validation.failed' };
    const fetchMock = renderPage(COUNT, { [`POST /api/supplier/count/${COUNT._id}/submit`]: () => answer(400, refusal) });
    fireEvent.change(await screen.findByLabelText('Units counted of lot A-1'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('count-refused')).textContent).toBe('Every variance needs a reason: lot B-12');
    // Saved first, then submitted.
    const writes = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).filter((call) => !call.startsWith('GET'));
    expect(writes).toEqual([`PATCH /api/supplier/count/${COUNT._id}`, `POST /api/supplier/count/${COUNT._id}/submit`]);
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body))).toEqual({
      lines: [{ stockUnitId: COUNT.lines[0]!.stockUnitId, countedUnits: 40 }],
      found: [],
      version: 2,
    });
  });

  it('offers Save without Submit where the abilities allow saving only', async () => {
    renderPage({ ...COUNT, abilities: { save: true, submit: false, approve: false, deny: false, cancel: false } });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('tells the operator that a submitted count waits for the administrator, with no decision to make', async () => {
    renderPage({ ...COUNT, status: 'AWAITING_APPROVAL', abilities: { save: false, submit: false, approve: false, deny: false, cancel: false } });
    expect(await screen.findByText('Waiting for the administrator’s approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('gives the administrator Approve and Deny from the abilities, each confirmed before the call', async () => {
    saveSession(fakeToken(), fakeUser('healthpro'));
    const waiting = { ...COUNT, status: 'AWAITING_APPROVAL' as const, abilities: { save: false, submit: false, approve: true, deny: true, cancel: false } };
    const approve = `POST /api/healthpro/count/${COUNT._id}/approve`;
    let now: Count = waiting;
    const applied: Count = { ...waiting, status: 'APPLIED', abilities: { save: false, submit: false, approve: false, deny: false, cancel: false } };
    const decided = () => {
      now = applied;
      return answer(200, { success: true, message: 'Count approved', data: applied });
    };
    const fetchMock = renderPage(waiting, { [approve]: decided }, () => now);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts()).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve this count?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByText('Applied').length).toBeGreaterThan(0));
    expect(posts()).toEqual([`/api/healthpro/count/${COUNT._id}/approve`]);
  });
});

describe('cancelling a count', () => {
  it('offers Cancel count on an open count, confirmed with an optional note before the call', async () => {
    const cancelled: Count = {
      ...COUNT,
      status: 'CANCELLED',
      version: 3,
      abilities: { save: false, submit: false, approve: false, deny: false, cancel: false },
    };
    let now: Count = COUNT;
    const fetchMock = renderPage(
      COUNT,
      {
        [`POST /api/supplier/count/${COUNT._id}/cancel`]: () => {
          now = cancelled;
          return answer(200, { success: true, message: 'Count cancelled', data: cancelled });
        },
      },
      () => now,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel count' }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel this count?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Why (optional)'), { target: { value: 'Wrong shelf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel count' }));
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(posts().map(([url, init]) => [String(url), JSON.parse(String(init!.body))])).toEqual([
      [`/api/supplier/count/${COUNT._id}/cancel`, { version: 2, note: 'Wrong shelf' }],
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel count' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers no Cancel count where the ability says no', async () => {
    renderPage({ ...COUNT, abilities: { ...COUNT.abilities, cancel: false } });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel count' })).toBeNull();
  });
});

describe('a big count, a page at a time', () => {
  const big: Count = {
    ...COUNT,
    linesTotal: 120,
    lineCount: 120,
    countedCount: 7,
    summary: { counted: 7, uncounted: 113, variances: 2, varianceUnits: -5 },
  };
  const farLine = { ...line(9, 'Z-99', 12), _id: '00000000-0000-4000-8000-000000000199', stockUnitId: '00000000-0000-4000-8000-000000000299' };
  const gets = (fetchMock: ReturnType<typeof renderPage>) =>
    fetchMock.mock.calls
      .filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).startsWith(`/api/supplier/count/${COUNT._id}`))
      .map(([url]) => String(url));

  it('shows the figures of the whole count, and reads the next page from the pager', async () => {
    const fetchMock = renderPage(big);
    expect((await screen.findByTestId('count-summary-counted')).textContent).toBe('7 / 120');
    expect(screen.getByTestId('count-summary-uncounted').textContent).toBe('113');
    expect(screen.getByTestId('count-summary-variances').textContent).toBe('2');
    expect(screen.getByTestId('count-variance-units').textContent).toBe('−5');
    expect(gets(fetchMock)).toEqual([`/api/supplier/count/${COUNT._id}?limit=50&skip=0`]);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gets(fetchMock)).toContain(`/api/supplier/count/${COUNT._id}?limit=50&skip=50`));
  });

  it('finds a scanned lot on another page through the search, keeps what was typed, and saves both lines', async () => {
    const found: Count = { ...big, lines: [farLine], linesTotal: 1 };
    const fetchMock = renderPage(big, {
      [`GET /api/supplier/count/${COUNT._id}?limit=50&skip=0&search=Z-99`]: () => answer(200, { success: true, message: '', data: found }),
    });
    fireEvent.change(await screen.findByLabelText('Units counted of lot A-1'), { target: { value: '40' } });
    fireEvent.change(lotField(), { target: { value: '(01)09506000134352(17)300131(10)Z-99' } });
    fireEvent.keyDown(lotField(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(counted('Z-99')));
    expect(gets(fetchMock)).toContain(`/api/supplier/count/${COUNT._id}?limit=50&skip=0&search=Z-99`);
    expect(screen.getByTestId('count-lines-search').textContent).toContain('1 line matches “Z-99”');
    fireEvent.change(counted('Z-99'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body))).toEqual({
      lines: [
        { stockUnitId: COUNT.lines[0]!.stockUnitId, countedUnits: 40 },
        { stockUnitId: farLine.stockUnitId, countedUnits: 12 },
      ],
      found: [],
      version: 2,
    });
  });

  it('says so when the search finds no line of the lot', async () => {
    renderPage(big, {
      [`GET /api/supplier/count/${COUNT._id}?limit=50&skip=0&search=Q-9`]: () =>
        answer(200, { success: true, message: '', data: { ...big, lines: [], linesTotal: 0 } }),
    });
    fireEvent.change(await screen.findByTestId('count-lot-field'), { target: { value: 'Q-9' } });
    fireEvent.keyDown(lotField(), { key: 'Enter' });
    expect(await screen.findByText(/Lot Q-9 is not on this count/)).toBeTruthy();
  });

  it('searches the lines of a count no longer open', async () => {
    const waiting: Count = { ...big, status: 'AWAITING_APPROVAL', abilities: { save: false, submit: false, approve: false, deny: false, cancel: false } };
    const fetchMock = renderPage(waiting);
    fireEvent.change(await screen.findByTestId('count-lines-search-field'), { target: { value: 'B-12' } });
    fireEvent.keyDown(screen.getByTestId('count-lines-search-field'), { key: 'Enter' });
    await waitFor(() => expect(gets(fetchMock)).toContain(`/api/supplier/count/${COUNT._id}?limit=50&skip=0&search=B-12`));
  });
});
