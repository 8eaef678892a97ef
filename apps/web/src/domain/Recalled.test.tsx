import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, portalCatalogue } from '../lib/i18n';
import { clearSession, saveSession } from '../lib/session';
import { answer, fakeToken, fakeUser, stubFetch } from '../testing/fixtures';
import { LotsTable } from './LotsTable';
import { UnitsHeld } from './RecordParts';
import { checkPack } from './scan/checkPack';

const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider env="test">{children}</MantineProvider>;
const place = { name: 'Toronto Central Depot', line1: '1 King St', line2: 'Toronto', postalCode: 'M5H 1A1' };
const lot = (n: number, lotNumber: string, recall: { _id: string; recallNumber: number } | null) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  Location: place,
  assignedUnits: 12,
  lotNumber,
  expiry: '2031-06-30',
  recalled: recall !== null,
  recall,
});
/** GS1 element string: GTIN 09501101530034 (insulin in the demo data), expiry 2031-06-30, lot INS-0815. */
const PACK = '(01)09501101530034(17)310630(10)INS-0815';

beforeAll(async () => {
  await portalCatalogue('en');
});
beforeEach(() => saveSession(fakeToken(), fakeUser('supplier')));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  await applyLanguage('en');
});

describe('recalled units, shown apart', () => {
  it('a stock with recalled units says how many in red under its units; one without says nothing', () => {
    render(<UnitsHeld stock={{ parLevel: 10, totalAssignedUnits: 40, recalledUnits: 12 }} />, { wrapper });
    expect(screen.getByTestId('units-held').textContent).toBe('40');
    expect(screen.getByTestId('units-recalled').textContent).toBe('12 units recalled');
    cleanup();
    render(<UnitsHeld stock={{ parLevel: 10, totalAssignedUnits: 40, recalledUnits: 1 }} />, { wrapper });
    expect(screen.getByTestId('units-recalled').textContent).toBe('1 unit recalled');
    cleanup();
    render(<UnitsHeld stock={{ parLevel: 10, totalAssignedUnits: 40, recalledUnits: 0 }} />, { wrapper });
    expect(screen.queryByTestId('units-recalled')).toBeNull();
  });

  it('in French too, with its plural', async () => {
    await applyLanguage('fr');
    render(<UnitsHeld stock={{ parLevel: 10, totalAssignedUnits: 40, recalledUnits: 12 }} />, { wrapper });
    expect(screen.getByTestId('units-recalled').textContent).toBe('12 unités rappelées');
  });

  it('a recalled lot of the lots table carries the Recalled badge with its recall; the others none', () => {
    render(
      <LotsTable
        rows={[lot(1, 'INS-0815', { _id: '00000000-0000-4000-8000-0000000000e1', recallNumber: 7 }), lot(2, 'INS-1102', null)]}
        formatExpiry={(v) => v}
      />,
      { wrapper },
    );
    const rows = screen.getAllByRole('row').slice(1, 3);
    expect(within(rows[0]!).getByTestId('recalled-badge').textContent).toBe(`Recalled (#${7})`);
    expect(within(rows[1]!).queryByTestId('recalled-badge')).toBeNull();
  });
});

describe('a scanned pack of a recalled lot', () => {
  const product = { name: 'Insulin glargine 100 U/mL', gtin: '09501101530034' };

  it('is refused in red, naming the recall, and fills nothing', async () => {
    const fetchMock = stubFetch(
      answer(200, { success: true, message: '', data: { recall: { _id: '00000000-0000-4000-8000-0000000000e1', recallNumber: 7 } } }),
    );
    const result = await checkPack(PACK, product);
    expect(result).toEqual({ notice: { tone: 'error', text: 'Lot INS-0815 is recalled (recall #7)' } });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/supplier/lots/recall?gtin=09501101530034&lotNumber=INS-0815');
  });

  it('in French too', async () => {
    await applyLanguage('fr');
    stubFetch(answer(200, { success: true, message: '', data: { recall: { _id: '00000000-0000-4000-8000-0000000000e1', recallNumber: 7 } } }));
    expect((await checkPack(PACK, product)).notice.text).toBe('Le lot INS-0815 est rappelé (rappel nº 7)');
  });

  it('a lot no recall names fills the row as before', async () => {
    stubFetch(answer(200, { success: true, message: '', data: { recall: null } }));
    const result = await checkPack(PACK, product);
    expect(result.fill).toEqual({ lot: 'INS-0815', expiry: '2031-06-30' });
    expect(result.notice.tone).toBe('success');
  });

  it('when the recall cannot be checked, nothing is filled', async () => {
    stubFetch(new Error('offline'));
    expect(await checkPack(PACK, product)).toEqual({ notice: { tone: 'error', text: expect.any(String) } });
  });
});
