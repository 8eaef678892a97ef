import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEYS, type ApiKeyCreated } from '@rds/contract';
import { portalCatalogue } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../../../testing/fixtures';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';

const DAY_MS = 24 * 3600_000;
const KEY = `${API_KEYS.prefix}Xk3Pq9aLmN0oPqRsTuVwXyZ0123456789abcdefGhIj`;

function createdKey(overrides: Partial<ApiKeyCreated> = {}): ApiKeyCreated {
  return {
    _id: '00000000-0000-4000-8000-00000000a001',
    name: 'Pharmacy inventory',
    scope: 'read',
    start: KEY.slice(0, API_KEYS.shownChars),
    status: 'active',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 90 * DAY_MS).toISOString(),
    lastUsedAt: null,
    revokedAt: null,
    key: KEY,
    ...overrides,
  };
}

/** The dialog as the profile opens it: Mantine without transitions, a query client of its own. */
function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  render(<ApiKeyCreateDialog opened onClose={onClose} />, { wrapper });
  return onClose;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
const typeName = (name: string) => fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: name } });
/** What the dialog sent: the path, the method and the JSON body of the one call. */
function sentCall(fetchMock: ReturnType<typeof stubFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as { name: string; scope: string; expiresAt: string } };
}

beforeAll(async () => {
  await portalCatalogue('en');
  // happy-dom has no font loading, which the key's autosizing field listens to.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
beforeEach(() => {
  saveSession(fakeToken(), fakeUser('member'));
});
// The files of a worker share one DOM and one session (isolate: false).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('the Create key dialog', () => {
  it('asks for a name before calling the API', async () => {
    const fetchMock = stubFetch();
    renderDialog();
    submit();
    expect(await screen.findByText('Give the key a name')).toBeTruthy();
    typeName('   ');
    submit();
    expect(await screen.findByText('Give the key a name')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(`refuses a name longer than ${API_KEYS.nameMax} characters`, async () => {
    const fetchMock = stubFetch();
    renderDialog();
    typeName('x'.repeat(API_KEYS.nameMax + 1));
    submit();
    expect(await screen.findByText(`A key's name is at most ${API_KEYS.nameMax} characters`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a read-only key for 90 days by default, then shows the key once, with Copy and Done', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: 'Key created.', data: createdKey() }));
    const onClose = renderDialog();
    typeName('  Pharmacy inventory  ');
    submit();

    const field = await screen.findByLabelText('Key “Pharmacy inventory”');
    const { url, method, body } = sentCall(fetchMock);
    expect({ url, method, name: body.name, scope: body.scope }).toEqual({
      url: '/api/member/apikeys',
      method: 'POST',
      name: 'Pharmacy inventory',
      scope: 'read',
    });
    expect(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 90 * DAY_MS))).toBeLessThan(60_000);

    expect((field as HTMLTextAreaElement).value).toBe(KEY);
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('It will not be shown again.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    // The form is gone: the key cannot be created twice by a second press.
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the access and the lifetime chosen, never past API_KEYS.maxDays', async () => {
    const fetchMock = stubFetch(answer(200, { success: true, message: 'Key created.', data: createdKey({ scope: 'write' }) }));
    renderDialog();
    typeName('Nightly order sync');
    fireEvent.click(screen.getByRole('radio', { name: 'Read and write' }));
    fireEvent.click(screen.getByRole('radio', { name: '1 year' }));
    expect(screen.getByText(/^The key stops working on /)).toBeTruthy();
    submit();

    await screen.findByRole('button', { name: 'Copy key' });
    const { body } = sentCall(fetchMock);
    expect(body.scope).toBe('write');
    const days = (Date.parse(body.expiresAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(API_KEYS.maxDays);
  });
});
