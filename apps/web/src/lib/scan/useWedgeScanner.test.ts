import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBurstDetector, GROUP_SEPARATOR, useWedgeScanner, type WedgeBurst } from './useWedgeScanner';

const CODE = `]d20103453120000011172807311010AB-12${GROUP_SEPARATOR}21XYZ`;

/** Types `text` into the detector, `gap` ms a character, from `start`. Returns the time of the last one. */
function typeInto(detector: ReturnType<typeof createBurstDetector>, text: string, gap: number, start = 0, value = '') {
  let at = start;
  for (const char of text) {
    detector.character(char, at, value);
    value += char;
    at += gap;
  }
  return at - gap;
}

describe('createBurstDetector', () => {
  it('reports a fast burst ended by Enter, group separator and all', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const last = typeInto(detector, CODE, 4);
    expect(detector.enter(last + 4)).toBe(true);
    expect(bursts).toEqual([{ text: CODE, valueBefore: '' }]);
  });

  it('reports a burst ended by a pause (a scanner set up without Enter)', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const last = typeInto(detector, CODE, 4);
    detector.tick(last + 20);
    expect(bursts).toEqual([]);
    detector.tick(last + 300);
    expect(bursts).toEqual([{ text: CODE, valueBefore: '' }]);
  });

  it('leaves a person’s typing alone, however long, and lets their Enter submit', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const last = typeInto(detector, 'LOT-2026-0001', 160);
    expect(detector.enter(last + 150)).toBe(false);
    detector.tick(last + 1000);
    expect(bursts).toEqual([]);
  });

  it('leaves a very fast typist alone: 90 ms a key is a person, not a scanner', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const last = typeInto(detector, 'AMX-2026-0001-B', 90);
    expect(detector.enter(last + 90)).toBe(false);
    expect(bursts).toEqual([]);
  });

  it('keeps a scan whole when one key is held up by a busy page', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const half = CODE.length / 2;
    const middle = typeInto(detector, CODE.slice(0, half), 5);
    const last = typeInto(detector, CODE.slice(half), 5, middle + 200);
    expect(detector.enter(last + 5)).toBe(true);
    expect(bursts).toEqual([{ text: CODE, valueBefore: '' }]);
  });

  it('takes fewer than eight fast characters for a person (a quick double key, a short word)', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const last = typeInto(detector, 'AB12345', 5);
    expect(detector.enter(last + 5)).toBe(false);
    expect(bursts).toEqual([]);
  });

  it('starts the burst where the scanner started, after what the person had typed', () => {
    const bursts: WedgeBurst[] = [];
    const detector = createBurstDetector((burst) => bursts.push(burst));
    const typed = typeInto(detector, 'AB', 200);
    const last = typeInto(detector, CODE, 3, typed + 2000, 'AB');
    detector.enter(last + 3);
    expect(bursts).toEqual([{ text: CODE, valueBefore: 'AB' }]);
  });
});

describe('useWedgeScanner', () => {
  let field: HTMLInputElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    field = document.createElement('input');
    document.body.append(field);
  });
  afterEach(() => {
    vi.useRealTimers();
    field.remove();
  });

  /** What a browser fires for one typed character: beforeinput, then the character lands. */
  const typeCharacter = (char: string) => {
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data: char, cancelable: true, bubbles: true });
    field.dispatchEvent(event);
    if (!event.defaultPrevented) field.value += char;
  };
  const keyDown = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { cancelable: true, bubbles: true, ...init });
    field.dispatchEvent(event);
    return event;
  };

  it('hears a scanner that sends the group separator as Ctrl+] and ends with Enter, and keeps that Enter from the form', () => {
    const onScan = vi.fn();
    const { result } = renderHook(() => useWedgeScanner(onScan));
    result.current(field);
    const [before, after] = CODE.split(GROUP_SEPARATOR) as [string, string];
    for (const char of before) {
      typeCharacter(char);
      vi.advanceTimersByTime(3);
    }
    const ctrlBracket = keyDown({ key: ']', code: 'BracketRight', ctrlKey: true });
    expect(ctrlBracket.defaultPrevented).toBe(true);
    for (const char of after) {
      typeCharacter(char);
      vi.advanceTimersByTime(3);
    }
    const enter = keyDown({ key: 'Enter' });
    expect(enter.defaultPrevented).toBe(true);
    expect(onScan).toHaveBeenCalledExactlyOnceWith({ text: CODE, valueBefore: '' });
    expect(field.value).toBe(CODE.replace(GROUP_SEPARATOR, ''));
  });

  it('hears a scanner that types the group separator as a character and pauses instead of Enter', () => {
    const onScan = vi.fn();
    const { result } = renderHook(() => useWedgeScanner(onScan));
    result.current(field);
    for (const char of CODE) {
      typeCharacter(char);
      vi.advanceTimersByTime(2);
    }
    expect(onScan).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onScan).toHaveBeenCalledExactlyOnceWith({ text: CODE, valueBefore: '' });
  });

  it('lets a person type a lot and press Enter as usual', () => {
    const onScan = vi.fn();
    const { result } = renderHook(() => useWedgeScanner(onScan));
    result.current(field);
    for (const char of 'LOT-2026-0001') {
      typeCharacter(char);
      vi.advanceTimersByTime(140);
    }
    expect(keyDown({ key: 'Enter' }).defaultPrevented).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(onScan).not.toHaveBeenCalled();
    expect(field.value).toBe('LOT-2026-0001');
  });

  it('takes a lot pasted or filled in whole for a person’s, however long, and it ends a burst under way', () => {
    const onScan = vi.fn();
    const { result } = renderHook(() => useWedgeScanner(onScan));
    result.current(field);
    const insert = (inputType: string, data: string) => {
      const event = new InputEvent('beforeinput', { inputType, data, cancelable: true, bubbles: true });
      field.dispatchEvent(event);
      field.value += data;
    };
    insert('insertFromPaste', 'LOT-2026-0001');
    insert('insertText', 'SAL-7001-B');
    vi.advanceTimersByTime(1000);
    expect(keyDown({ key: 'Enter' }).defaultPrevented).toBe(false);
    // Four fast keys, then a pasted rest: not a scan.
    for (const char of '0109') {
      typeCharacter(char);
      vi.advanceTimersByTime(2);
    }
    insert('insertFromPaste', '501101530010');
    vi.advanceTimersByTime(1000);
    expect(onScan).not.toHaveBeenCalled();
    expect(field.value).toBe('LOT-2026-0001SAL-7001-B0109501101530010');
  });

  it('stops listening to a field it was detached from', () => {
    const onScan = vi.fn();
    const { result } = renderHook(() => useWedgeScanner(onScan));
    result.current(field);
    result.current(null);
    for (const char of CODE) typeCharacter(char);
    keyDown({ key: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
  });
});
