import { useCallback, useEffect, useRef } from 'react';

/** ASCII 29, GS1's group separator (FNC1 inside a code). */
export const GROUP_SEPARATOR = '\u001d';

/**
 * A keyboard-wedge scanner types a whole code at a few milliseconds a key; a fast typist averages
 * 120 ms or more, and a lot number read off a box is typed slower still. A burst is a run of at
 * least MIN_LENGTH characters at most MEAN_GAP_MS apart on average, ended by Enter (most scanners
 * add it) or by a pause longer than MAX_GAP_MS. The average, not each gap, decides, and the pause is
 * long, so that a key held up by a busy page does not cut a scan in two.
 */
export const WEDGE = { MIN_LENGTH: 8, MEAN_GAP_MS: 50, MAX_GAP_MS: 250 } as const;

export interface WedgeBurst {
  /** What the scanner typed, group separators included (Ctrl+] arrives as GROUP_SEPARATOR). */
  text: string;
  /** The field's value before the burst's first character, to put back if the code is refused. */
  valueBefore: string;
}

/**
 * Follows the characters typed into one field and reports each burst. Pure, with the time given,
 * so that a test can drive it key by key.
 */
export function createBurstDetector(onBurst: (burst: WedgeBurst) => void) {
  let text = '';
  let valueBefore = '';
  let firstAt = -Infinity;
  let lastAt = -Infinity;

  const isBurst = () => {
    const length = [...text].length;
    return length >= WEDGE.MIN_LENGTH && (lastAt - firstAt) / (length - 1) <= WEDGE.MEAN_GAP_MS;
  };
  const reset = () => {
    text = '';
    lastAt = -Infinity;
  };

  return {
    /** One character, at `at` ms; `value` is the field's value before it lands. */
    character(char: string, at: number, value: string) {
      if (at - lastAt > WEDGE.MAX_GAP_MS) {
        text = '';
        valueBefore = value;
        firstAt = at;
      }
      text += char;
      lastAt = at;
    },
    /** Text that came in one piece (a paste, autofill, a word from an on-screen keyboard): no scanner types so, and it ends any burst. */
    interrupt: reset,
    /**
     * Enter at `at` ms: true when it ends a burst (reported; the caller keeps Enter from
     * submitting the form), false when it is a person's Enter.
     */
    enter(at: number): boolean {
      const ends = isBurst() && at - lastAt <= WEDGE.MAX_GAP_MS;
      if (ends) onBurst({ text, valueBefore });
      reset();
      return ends;
    },
    /** The clock at `at` ms, with no key since: a burst that paused is over. */
    tick(at: number) {
      if (lastAt === -Infinity || at - lastAt <= WEDGE.MAX_GAP_MS) return;
      if (isBurst()) onBurst({ text, valueBefore });
      reset();
    },
  };
}

/**
 * Recognises a keyboard-wedge scanner in a text field: returns a ref for the field (a Mantine
 * TextInput's `ref`) and calls `onScan` with each burst, after the scanner's characters have landed
 * in the field (the caller replaces them with what the code says, or puts `valueBefore` back).
 *
 * What browsers deliver: printable characters come as `beforeinput` (insertText) events, one a key,
 * whatever sent them (a paste or a filled-in value comes whole, and is never a scan), including a group separator a scanner or a test types as a character; a scanner in
 * keyboard mode sends the group separator as Ctrl+], which types nothing and is seen only as a
 * keydown. Enter is a keydown, kept from submitting the form when it ends a burst.
 */
export function useWedgeScanner(onScan: (burst: WedgeBurst) => void) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const detector = useRef<ReturnType<typeof createBurstDetector>>(null);
  detector.current ??= createBurstDetector((burst) => onScanRef.current(burst));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cleanup = useRef<() => void>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((field: HTMLInputElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    if (!field) return;
    const burst = detector.current!;
    // When the key went down (the system's time, for a real key): a busy page handles the keys of a
    // scan late, but their keydowns keep the scanner's pace. A character typed without a keydown
    // (a test's or an on-screen keyboard's) is timed by its own event.
    let keyDownAt: number | null = null;
    const waitForPause = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => burst.tick(performance.now()), WEDGE.MAX_GAP_MS + 10);
    };
    const onBeforeInput = (event: Event) => {
      const { inputType, data } = event as InputEvent;
      const at = keyDownAt ?? event.timeStamp;
      keyDownAt = null;
      if (!data) return;
      // A scanner types key by key; several characters in one event were pasted or filled in.
      if (inputType !== 'insertText' || [...data].length > 1) return burst.interrupt();
      burst.character(data, at, field.value);
      waitForPause();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      keyDownAt = event.timeStamp;
      if (event.key === 'Enter') {
        clearTimeout(timer.current);
        if (burst.enter(event.timeStamp)) event.preventDefault();
      } else if (event.ctrlKey && (event.key === ']' || event.code === 'BracketRight' || event.key === GROUP_SEPARATOR)) {
        event.preventDefault();
        burst.character(GROUP_SEPARATOR, event.timeStamp, field.value);
        waitForPause();
      }
    };
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('keydown', onKeyDown);
    cleanup.current = () => {
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
