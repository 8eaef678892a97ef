import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/timeouts';
import type { ParLevelTarget } from './ParLevelRequestModal';

/**
 * The modal's form (number inputs, @mantine/form, the request hooks) starts loading when Assigned
 * Stock first renders this, closed, as it did when it came in that page's chunk: the member's
 * portal imports this from the feature's index, and should not carry the form itself.
 */
const ParLevelRequestModal = lazy(loadChunk(() => import('./ParLevelRequestModal')));

/** The par-level request modal, open while `target` is set, for the app to hand to Assigned Stock. */
export function LazyParLevelRequestModal({ target, onClose }: { target: ParLevelTarget | null; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ParLevelRequestModal target={target} onClose={onClose} />
    </Suspense>
  );
}
