import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

beforeEach(() => {
  document.title = 'Reserve Drug Supply';
});

describe('useDocumentTitle', () => {
  it('names the screen, then the programme', () => {
    renderHook(() => useDocumentTitle('Stock Requests'));
    expect(document.title).toBe('Stock Requests · Reserve Drug Supply');
  });

  it('follows the screen’s title as it changes', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Orders' } });
    rerender({ title: 'Order 42' });
    expect(document.title).toBe('Order 42 · Reserve Drug Supply');
  });

  it('leaves the title to the layout while the screen has none (its record still loading)', () => {
    document.title = 'Dashboard · Reserve Drug Supply';
    renderHook(() => useDocumentTitle(null));
    expect(document.title).toBe('Dashboard · Reserve Drug Supply');
  });

  it('is the programme’s name alone without a screen title', () => {
    expect(documentTitle(undefined)).toBe('Reserve Drug Supply');
  });
});
