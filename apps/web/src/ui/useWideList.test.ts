import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../testing/fixtures';
import { useWideList } from './useWideList';

afterEach(() => setViewportWidth(1024));

describe('useWideList', () => {
  it('shows every column from 62em (992 px) up', () => {
    setViewportWidth(992);
    expect(renderHook(() => useWideList()).result.current).toBe(true);
  });

  it('folds the columns below 62em, as on a phone', () => {
    setViewportWidth(390);
    expect(renderHook(() => useWideList()).result.current).toBe(false);
  });

  it('follows the window as it is resized', () => {
    // Narrow first: happy-dom's media query tells of a change only once it has matched.
    setViewportWidth(800);
    const { result } = renderHook(() => useWideList());
    act(() => setViewportWidth(1280));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(800));
    expect(result.current).toBe(false);
  });
});
