import { CHUNK_LOAD_TIMEOUT_MS, SESSION_REHYDRATION_TIMEOUT_MS } from '@rds/contract';

/** A piece of the web's code that did not arrive in time: the route error says so and offers a reload. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
  constructor(readonly ms: number) {
    super(`chunk not loaded within ${ms} ms`);
  }
}

/**
 * `load`, failing with ChunkTimeoutError once `ms` pass without an answer: a chunk stuck on a dead
 * connection would otherwise leave a loader spinning for ever (the spec's 120,000 ms).
 */
export function loadChunk<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/**
 * Runs `start` once, when restoring the stored session (the language, its portal's first screen)
 * has settled or `ms` have passed, whichever comes first. Past the spec's 5,000 ms the page draws
 * with what it has (a loader where a screen is still on its way) instead of staying blank; the
 * session itself is read from local storage at once, so it is kept, not dropped.
 */
export function startWhenRestored(restoring: Promise<unknown>, start: () => void, ms: number = SESSION_REHYDRATION_TIMEOUT_MS): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    start();
  };
  const timer = setTimeout(once, ms);
  restoring.then(once, once);
}
