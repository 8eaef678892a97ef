import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalCatalogue } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../testing/fixtures';
import { AdjustButton } from './AdjustButton';

const LOT = { _id: '00000000-0000-4000-8000-000000000201', lotNumber: 'B-12', expiry: '2030-01-31', assignedUnits: 30 };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
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

describe("a lot's Adjust", () => {
  it('is there only when the lot’s abilities allow it', () => {
    const { rerender } = render(<AdjustButton lot={{ ...LOT, abilities: { adjust: false } }} />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Adjust lot B-12' })).toBeNull();
    rerender(<AdjustButton lot={LOT} />);
    expect(screen.queryByRole('button', { name: 'Adjust lot B-12' })).toBeNull();
    rerender(<AdjustButton lot={{ ...LOT, abilities: { adjust: true } }} />);
    expect(screen.getByRole('button', { name: 'Adjust lot B-12' })).toBeTruthy();
  });

  it('sends signed units with their reason, and shows the server’s refusal in the dialog', async () => {
    const refusal = { success: false, message: 'Lot B-12 holds 30 units, 20 of them held for a transfer', code: 'CONFLICT', reason: 'stock.insufficient' };
    const fetchMock = stubFetch(answer(409, refusal));
    render(<AdjustButton lot={{ ...LOT, abilities: { adjust: true } }} productName="Amoxicillin" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust lot B-12' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent without units and a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByText('Enter the units to add or remove.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Units/), { target: { value: '-15' } });
    fireEvent.click(within(dialog).getAllByLabelText(/^Reason/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect((await within(dialog).findByTestId('adjust-error')).textContent).toBe(refusal.message);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/distributor/stockunit/${LOT._id}/adjust`);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ units: -15, reason: 'DAMAGED' });
  });
});
