import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, PHOTO_TOO_LARGE, rejectionReason } from './queued-photo';

describe('rejectionReason', () => {
  it('refuses what storage.rules would: non-images and 5 MB or more', () => {
    expect(rejectionReason({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES - 1 })).toBeUndefined();
    expect(rejectionReason({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBe(PHOTO_TOO_LARGE);
    expect(rejectionReason({ type: 'application/pdf', size: 10 })).toBe(NOT_AN_IMAGE);
    expect(rejectionReason({ type: '', size: 10 })).toBe(NOT_AN_IMAGE);
    // storage.rules refuse SVG (it can carry script): never even tried.
    expect(rejectionReason({ type: 'image/svg+xml', size: 10 })).toBe(NOT_AN_IMAGE);
  });
});
