import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, portalCatalogue } from '../lib/i18n';
import { StockRequestStatusBadge } from './StockRequestStatusBadge';

/** The words the badge shows: the contract's `label.request.*`, the same the CSV export writes. */
function shown() {
  render(
    <MantineProvider env="test">
      <StockRequestStatusBadge status="ASSIGNED_REQUEST" />
    </MantineProvider>,
  );
  return screen.getByTestId('stock-request-status').textContent;
}

beforeAll(() => portalCatalogue('en'));
afterEach(cleanup);
afterAll(() => applyLanguage('en'));

describe('StockRequestStatusBadge', () => {
  it("says the contract's words in English and in French, never the code", async () => {
    expect(shown()).toBe('Stock proposed');
    cleanup();
    await applyLanguage('fr');
    expect(shown()).toBe('Stock proposé');
  });
});
