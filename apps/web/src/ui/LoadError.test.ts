import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { failedToLoad, isNotFound } from './LoadError';

describe('a read that found nothing', () => {
  it('is told by its reason: a missing record or a malformed id is "not found", anything else a failure', () => {
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'That order was not found', 'record.notFound'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'VALIDATION', 'That id is not valid', 'input.invalid'))).toBe(true);
    // A path the server does not have is the portal out of step with the server: a failure to show, with Try again.
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'There is no GET /api/member/old', 'route.notFound'))).toBe(false);
    expect(isNotFound(new ApiError(503, 'TIMEOUT', 'The portal is busy', 'db.timeout'))).toBe(false);
    expect(isNotFound(new ApiError(0, 'NETWORK', 'Cannot reach the server'))).toBe(false);
  });

  it('is not a failure to load; a read that failed with nothing to show is', () => {
    const read = (error: ApiError) => ({ isError: true, error, isFetching: false, refetch: () => undefined });
    const missing = new ApiError(404, 'NOT_FOUND', 'That order was not found', 'record.notFound');
    expect(failedToLoad(read(missing), undefined)).toBe(false);
    expect(failedToLoad(read(new ApiError(503, 'TIMEOUT', 'The portal is busy', 'db.timeout')), undefined)).toBe(true);
  });
});
