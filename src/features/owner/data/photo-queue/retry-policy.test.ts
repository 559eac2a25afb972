import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED, UPLOAD_FAILED } from './queued-photo';
import { backoffDelay, classifyUploadError, failureReason, StallTimeoutError } from './retry-policy';

const storageError = (code: string) => Object.assign(new Error(code), { code });

describe('backoffDelay', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, mid))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(backoffDelay(9, mid)).toBe(300_000);
    expect(backoffDelay(50, mid)).toBe(300_000);
  });

  it('spreads retries by ±20 % without passing the cap', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_600);
    expect(backoffDelay(1, () => 1)).toBe(2_400);
    expect(backoffDelay(20, () => 1)).toBe(300_000);
  });
});

describe('classifyUploadError', () => {
  it('treats network trouble and timeouts as Storage being unreachable', () => {
    expect(classifyUploadError(storageError('storage/retry-limit-exceeded'))).toBe('unreachable');
    expect(classifyUploadError(new StallTimeoutError(30_000))).toBe('unreachable');
    expect(classifyUploadError(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(classifyUploadError(storageError('unavailable'))).toBe('unreachable');
    expect(classifyUploadError(storageError('storage/unauthorized'), false)).toBe('unreachable');
  });

  it('treats refusals as permanent', () => {
    for (const code of ['storage/unauthorized', 'storage/invalid-argument', 'storage/quota-exceeded', 'storage/server-file-wrong-size']) {
      expect(classifyUploadError(storageError(code))).toBe('permanent');
    }
  });

  it('retries anything else a few times', () => {
    expect(classifyUploadError(storageError('storage/unknown'))).toBe('transient');
    expect(classifyUploadError(storageError('storage/unauthenticated'))).toBe('transient');
    expect(classifyUploadError(new Error('?'))).toBe('transient');
    expect(classifyUploadError(undefined)).toBe('transient');
  });
});

describe('failureReason', () => {
  it('explains a refusal, else uses the catalogue message', () => {
    expect(failureReason(storageError('storage/unauthorized'))).toBe(NOT_ALLOWED);
    expect(failureReason(storageError('storage/invalid-argument'))).toBe(UPLOAD_FAILED);
  });
});
