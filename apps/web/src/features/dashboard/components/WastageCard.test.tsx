import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wastage as wastageOf, type Wastage } from '@rds/contract';
import { applyLanguage, portalCatalogue } from '../../../lib/i18n';
import { WastageCard } from './WastageCard';

// October: 20 units at $212.40; November: 3 units at $9.30 (the contract's hand-worked example).
const figure: Wastage = wastageOf(
  [
    { reason: 'EXPIRED', delta: -10, at: new Date('2026-10-15T12:00:00Z'), price: 12.5 },
    { reason: 'EXPIRED', delta: -4, at: new Date('2026-10-20T12:00:00Z'), price: 3.1 },
    { reason: 'EXPIRED', delta: -6, at: new Date('2026-10-25T12:00:00Z'), price: 12.5 },
    { reason: 'EXPIRED', delta: -3, at: new Date('2026-11-02T15:00:00Z'), price: 3.1 },
  ],
  '2026-11-28',
);

function renderCard(wastage: Wastage | null | undefined, loading = false) {
  render(
    <MantineProvider env="test">
      <WastageCard wastage={wastage} loading={loading} />
    </MantineProvider>,
  );
  return screen.getByTestId('wastage-card');
}

afterEach(cleanup);

describe('WastageCard', () => {
  it('shows the totals, and every month with its units and value as a table for screen readers', async () => {
    await portalCatalogue('en');
    await applyLanguage('en');
    const card = renderCard(figure);
    expect(within(card).getByRole('heading', { name: 'Wastage' })).toBeTruthy();
    expect(within(card).getByTestId('wastage-total-value').textContent).toBe('$221.70');
    expect(within(card).getByTestId('wastage-total-units').textContent).toBe('23');
    const table = within(card).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13); // the header and twelve months
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Value written off', 'Units written off']);
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$212.40', '20']);
    expect(within(rows[11]!).getByRole('rowheader').textContent).toBe('October 2026');
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$9.30', '3']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$0.00', '0']);
    // The chart is named by its caption, which follows the series shown.
    expect(within(card).getByRole('figure', { name: 'Value written off by month' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('radio', { name: 'Units' }));
    expect(within(card).getByRole('figure', { name: 'Units written off by month' })).toBeTruthy();
  });

  it('says so when nothing was written off', async () => {
    await portalCatalogue('en');
    await applyLanguage('en');
    const card = renderCard(wastageOf([], '2026-11-28'));
    expect(within(card).getByText('Nothing written off as expired')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('speaks French', async () => {
    await portalCatalogue('fr');
    await applyLanguage('fr');
    const card = renderCard(figure);
    expect(within(card).getByRole('heading', { name: 'Pertes par péremption' })).toBeTruthy();
    expect(within(card).getByTestId('wastage-total-value').textContent?.replace(/\s/g, ' ')).toBe('221,70 $');
    expect(within(card).getByRole('figure', { name: 'Valeur radiée par mois' })).toBeTruthy();
    await applyLanguage('en');
  });
});
