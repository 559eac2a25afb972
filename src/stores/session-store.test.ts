import { describe, expect, it } from 'vitest';
import { activePackage } from './session-store';

describe('activePackage', () => {
  const now = Date.UTC(2026, 0, 12);
  it('is the package until its end, then none', () => {
    expect(activePackage({ package: 'Gold', packageExpiresAt: now + 1 }, now)).toBe('Gold');
    expect(activePackage({ package: 'Gold', packageExpiresAt: now }, now)).toBeNull();
    expect(activePackage({ package: 'Gold', packageExpiresAt: now - 1 }, now)).toBeNull();
  });
  it('never ends without an end date (Basic, or a snapshot saved before end dates existed)', () => {
    expect(activePackage({ package: 'Basic', packageExpiresAt: null }, now)).toBe('Basic');
    expect(activePackage({ package: 'Silver' } as never, now)).toBe('Silver');
  });
  it('is none without a package or profile', () => {
    expect(activePackage({ package: null, packageExpiresAt: null }, now)).toBeNull();
    expect(activePackage(null, now)).toBeNull();
  });
});
