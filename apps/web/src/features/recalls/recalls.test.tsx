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
import { DisposeDialog } from './components/DisposeDialog';
import RecallDetailPage from './pages/RecallDetailPage';
import RecallsPage from './pages/RecallsPage';
import type { Recall, RecallDetail, RecallLot, RecallTask } from './types';

const PRODUCT = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  productId: 'RDS-1003',
  gtin: null,
  name: 'Insulin glargine 100 U/mL',
  brand: 'Lantus',
  image: null,
  price: 78.4,
  contractNumber: 'CN-2026-0143',
};
const person = (n: number, name: string) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${n}@example.org`,
  address: '',
  profilePic: null,
});
const LOCATION = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Mississauga Warehouse',
  line1: '6300 Kennedy Rd',
  line2: 'Mississauga, ON',
  postalCode: 'L5T 2X5',
};
const MEMBER = person(2, "St. Michael's Community Hospital");

const RECALL: Recall = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  recallNumber: 7,
  status: 'ACTIVE',
  class: 'I',
  action: 'RETURN',
  reason: 'Particulate matter found in vials',
  lotNumbers: ['INS-0815'],
  respondBy: '2026-12-15',
  Product: PRODUCT,
  Supplier: person(3, 'Apex Pharma'),
  User: { _id: '00000000-0000-4000-8000-000000000003', name: 'Apex Pharma', type: 'supplier' },
  lots: 1,
  locatedUnits: 260,
  returnedUnits: 60,
  destroyedUnits: 0,
  lostUnits: 0,
  remainingUnits: 200,
  accountedUnits: 60,
  taskId: null,
  taskStatus: null,
  abilities: { edit: false, activate: false, dispose: true, close: false, revert: false },
  revertNote: null,
  version: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  activatedAt: '2026-11-20T11:00:00.000Z',
  closedAt: null,
  revertedAt: null,
};

const LOT: RecallLot = {
  stockUnitId: '00000000-0000-4000-8000-000000000201',
  stockId: '00000000-0000-4000-8000-000000000301',
  lotNumber: 'INS-0815',
  expiry: '2027-03-31',
  Location: LOCATION,
  Member: MEMBER,
  locatedUnits: 260,
  returnedUnits: 60,
  destroyedUnits: 0,
  lostUnits: 0,
  remainingUnits: 200,
  abilities: { dispose: true },
};

const TASK: RecallTask = {
  _id: '00000000-0000-4000-8000-000000000401',
  recallId: RECALL._id,
  Member: MEMBER,
  status: 'OPEN',
  createdAt: '2026-11-20T11:00:00.000Z',
  acknowledgedAt: null,
  secondsToAcknowledge: null,
  doneAt: null,
  abilities: { acknowledge: false },
};

const units = { lots: 1, locatedUnits: 260, returnedUnits: 60, destroyedUnits: 0, lostUnits: 0, remainingUnits: 200 };
const DETAIL: RecallDetail = {
  ...RECALL,
  lots: [LOT],
  byMember: [{ Member: MEMBER, ...units }],
  byLocation: [{ Location: LOCATION, ...units }],
  tasks: [TASK],
  stocks: [{ stockId: LOT.stockId, Member: MEMBER, replaceableUnits: 200, openReplacementId: null, abilities: { replace: false } }],
  replacements: [],
  dispositions: [],
  summary: { members: 1, locations: 1, units: 200, inTransit: 0 },
  completion: { accountedUnits: 60, locatedUnits: 260, tasks: 1, acknowledgedTasks: 0, doneTasks: 0, meanSecondsToAcknowledge: null },
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

/** Answers by method and path; anything else is answered with `fallback()`. */
function stubApi(answers: Record<string, () => Response>, fallback: () => Response) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation((url, init) => {
    const call = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
    // The page's History reads its own route: an empty story unless a test answers it.
    if (!answers[call] && call.includes('/timeline/')) return Promise.resolve(ok({ events: [], total: 0 }));
    return Promise.resolve((answers[call] ?? fallback)());
  });
  return fetchMock;
}

const ok = (data: unknown, message = '') => answer(200, { success: true, message, data });
const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET').map(([url, init]) => `${init!.method} ${String(url)}`);

function renderAt(path: string, element: ReactNode, route: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper });
}

beforeAll(async () => {
  await portalCatalogue('en');
});
beforeEach(() => saveSession(fakeToken(), fakeUser('distributor')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('the recalls list', () => {
  it('shows each recall’s number, class, lots, status, respond-by date and units accounted for', async () => {
    const closed: Recall = {
      ...RECALL,
      _id: '00000000-0000-4000-8000-0000000000c2',
      recallNumber: 6,
      class: 'III',
      status: 'CLOSED',
      lotNumbers: null,
      abilities: { edit: false, activate: false, dispose: false, close: false, revert: false },
    };
    stubApi({}, () => ok({ recalls: [RECALL, closed], total: 2 }));
    renderAt('/recalls', <RecallsPage />, '/recalls');
    const row = (await screen.findByText('Recall #7')).closest('tr')!;
    expect(within(row).getByTestId('recall-class').textContent).toBe('Class I');
    expect(within(row).getByText('INS-0815')).toBeTruthy();
    expect(within(row).getByTestId('recall-status').textContent).toBe('Active');
    expect(within(row).getByText('Dec 15, 2026')).toBeTruthy();
    expect(within(row).getByTestId('recall-accounted').textContent).toContain('60 of 260 units');
    // A recall the caller can act on says so; the closed one is only to be seen.
    expect(within(row).getByRole('link', { name: 'Act Recall #7' }).getAttribute('href')).toBe(`/recall/${RECALL._id}`);
    const other = screen.getByText('Recall #6').closest('tr')!;
    expect(within(other).getByText('Every lot')).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'View Recall #6' })).toBeTruthy();
    // Only the supplier and the administrator start a recall.
    expect(screen.queryByRole('button', { name: 'New recall' })).toBeNull();
  });

  it('offers New recall to the supplier', async () => {
    saveSession(fakeToken(), fakeUser('supplier'));
    stubApi({}, () => ok({ recalls: [], total: 0 }));
    renderAt('/recalls', <RecallsPage />, '/recalls');
    expect(await screen.findByRole('button', { name: 'New recall' })).toBeTruthy();
    expect(await screen.findByText('No recalls')).toBeTruthy();
  });
});

describe('the dispose dialog', () => {
  it('checks the units and the reference before sending, then sends the disposition', async () => {
    const fetchMock = stubApi({ [`POST /api/distributor/recall/${RECALL._id}/dispose`]: () => ok(DETAIL, 'Disposition recorded') }, () => ok(DETAIL));
    const onClose = vi.fn();
    render(<DisposeDialog recallId={RECALL._id} action="RETURN" lot={LOT} onClose={onClose} />, { wrapper });
    const dialog = await screen.findByRole('dialog');
    const unitsField = within(dialog).getByLabelText(/^Units/);
    // The remaining units are offered; more than remain is refused on the client.
    expect((unitsField as HTMLInputElement).value).toBe('200');
    fireEvent.change(unitsField, { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record disposition' }));
    expect(within(dialog).getByText('Only 200 units remain on this lot.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the return authorisation or destruction certificate.')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);

    fireEvent.change(unitsField, { target: { value: '120' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: 'RA-2026-118' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record disposition' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(fetchMock)).toEqual([`POST /api/distributor/recall/${RECALL._id}/dispose`]);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body));
    expect(body).toEqual({ stockUnitId: LOT.stockUnitId, units: 120, disposition: 'RETURNED', reference: 'RA-2026-118' });
  });

  it('shows the server’s refusal in the dialog, in its words, and stays open', async () => {
    const refusal = { success: false, message: 'Lot INS-0815 has 140 units of the recall left, not 200', code: 'CONFLICT', reason: 'recall.unitsRemain' };
    stubApi({ [`POST /api/distributor/recall/${RECALL._id}/dispose`]: () => answer(409, refusal) }, () => ok(DETAIL));
    const onClose = vi.fn();
    render(<DisposeDialog recallId={RECALL._id} action="DESTROY" lot={LOT} onClose={onClose} />, { wrapper });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: 'CD-88' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record disposition' }));
    expect((await within(dialog).findByTestId('dispose-error')).textContent).toBe(refusal.message);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the recall page', () => {
  it('gives the operator Dispose on its lot and shows the trace’s units', async () => {
    stubApi({}, () => ok(DETAIL));
    renderAt(`/recall/${RECALL._id}`, <RecallDetailPage />, '/recall/:id');
    const row = await screen.findByTestId('trace-lot');
    expect(within(row).getByTestId('units-located').textContent).toBe('260');
    expect(within(row).getByTestId('units-remaining').textContent).toBe('200');
    fireEvent.click(within(row).getByRole('button', { name: 'Dispose of lot INS-0815 at Mississauga Warehouse' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // Nobody but the member acknowledges.
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('lets the member acknowledge its open task', async () => {
    saveSession(fakeToken(), fakeUser('member'));
    const mine: RecallDetail = {
      ...DETAIL,
      abilities: { edit: false, activate: false, dispose: false, close: false, revert: false },
      lots: [{ ...LOT, abilities: { dispose: false } }],
      taskId: TASK._id,
      taskStatus: 'OPEN',
      tasks: [{ ...TASK, abilities: { acknowledge: true } }],
    };
    let now = mine;
    const acknowledged: RecallDetail = {
      ...mine,
      taskStatus: 'ACKNOWLEDGED',
      tasks: [{ ...TASK, status: 'ACKNOWLEDGED', acknowledgedAt: '2026-11-20T13:00:00.000Z', secondsToAcknowledge: 7200, abilities: { acknowledge: false } }],
    };
    const fetchMock = stubApi(
      {
        [`POST /api/member/recalltask/${TASK._id}/acknowledge`]: () => {
          now = acknowledged;
          return ok(acknowledged, 'Recall acknowledged');
        },
      },
      () => ok(now),
    );
    renderAt(`/recall/${RECALL._id}`, <RecallDetailPage />, '/recall/:id');
    const card = await screen.findByTestId('recall-task-card');
    expect(within(card).getByText(/returned by Dec 15, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Dispose/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.getByTestId('recall-task-card').textContent).toContain('You acknowledged this recall'));
    expect(writes(fetchMock)).toEqual([`POST /api/member/recalltask/${TASK._id}/acknowledge`]);
    expect(within(screen.getByTestId('recall-task')).getByTestId('task-status').textContent).toBe('Acknowledged');
    expect(within(screen.getByTestId('recall-task')).getByText('2 hours')).toBeTruthy();
  });

  it('shows what remains when closing is refused', async () => {
    saveSession(fakeToken(), fakeUser('supplier'));
    const closable: RecallDetail = { ...DETAIL, abilities: { ...DETAIL.abilities, close: true, dispose: false } };
    const refusal = { success: false, message: 'Recall 7 still has 200 units to account for', code: 'CONFLICT', reason: 'recall.unitsRemain' };
    stubApi({ [`POST /api/supplier/recall/${RECALL._id}/close`]: () => answer(409, refusal) }, () => ok(closable));
    renderAt(`/recall/${RECALL._id}`, <RecallDetailPage />, '/recall/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Close recall' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const refused = await screen.findByTestId('recall-refused');
    expect(refused.textContent).toContain(refusal.message);
    expect(within(refused).getByTestId('recall-remaining').textContent).toBe('Lot INS-0815 at Mississauga Warehouse: 200 units remain');
  });
});

describe('offering a replacement of recalled units', () => {
  it('gives the supplier Offer replacement per holding stock: the units and a note, then a link to the replacement', async () => {
    saveSession(fakeToken(), fakeUser('supplier'));
    const offering: RecallDetail = {
      ...DETAIL,
      abilities: { ...DETAIL.abilities, dispose: false },
      stocks: [{ ...DETAIL.stocks[0]!, abilities: { replace: true } }],
    };
    const replacementId = '00000000-0000-4000-8000-0000000000e9';
    const fetchMock = stubApi(
      { [`POST /api/supplier/recall/${RECALL._id}/replace`]: () => ok({ _id: replacementId, units: 200 }, 'Replacement offered') },
      () => ok(offering),
    );
    renderAt(`/recall/${RECALL._id}`, <RecallDetailPage />, '/recall/:id');
    const row = await screen.findByTestId('recall-stock');
    expect(row.textContent).toContain('200');
    fireEvent.click(within(row).getByRole('button', { name: `Offer replacement to ${MEMBER.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('replace-lot').textContent).toContain('INS-0815');
    fireEvent.change(within(dialog).getByLabelText('Note to the member'), { target: { value: 'Ships Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer replacement' }));
    const link = await within(dialog).findByRole('link', { name: 'Go to the replacement' });
    expect(link.getAttribute('href')).toBe(`/stockreplacement/${replacementId}`);
    expect(writes(fetchMock)).toEqual([`POST /api/supplier/recall/${RECALL._id}/replace`]);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body));
    expect(body).toEqual({ stockId: LOT.stockId, note: 'Ships Monday' });
  });

  it('shows no Offer replacement without the ability', async () => {
    saveSession(fakeToken(), fakeUser('supplier'));
    stubApi({}, () => ok(DETAIL));
    renderAt(`/recall/${RECALL._id}`, <RecallDetailPage />, '/recall/:id');
    await screen.findByTestId('trace-lot');
    expect(screen.queryByRole('button', { name: /Offer replacement to/ })).toBeNull();
    expect(screen.queryByTestId('recall-stock')).toBeNull();
  });
});
