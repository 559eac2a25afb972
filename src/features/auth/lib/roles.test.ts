import { describe, expect, it } from 'vitest';
import { displayNameOf, resolveRole, toSessionProfile } from './roles';

describe('resolveRole', () => {
  it('trusts the admin claim first', () => {
    expect(resolveRole({ admin: true }, { role: 'business_owner' })).toBe('admin');
    expect(resolveRole({ admin: true }, null)).toBe('admin');
  });

  it('only a literal true claim counts', () => {
    expect(resolveRole({ admin: 'true' }, null)).toBe('business_owner');
    expect(resolveRole({ admin: 1 }, null)).toBe('business_owner');
  });

  it('falls back to the profile role, then business_owner', () => {
    expect(resolveRole({}, { role: 'admin' })).toBe('admin');
    expect(resolveRole(null, { role: 'business_owner' })).toBe('business_owner');
    expect(resolveRole({}, null)).toBe('business_owner');
  });
});

describe('toSessionProfile', () => {
  it('keeps the contract fields and fills safe defaults', () => {
    expect(toSessionProfile({ fullName: 'Olivia', email: 'o@x.test', package: 'Gold', role: 'admin', status: 'inactive', businessName: 'Oak', businessType: 'Cafe' })).toEqual({
      fullName: 'Olivia',
      email: 'o@x.test',
      businessName: 'Oak',
      businessType: 'Cafe',
      role: 'admin',
      package: 'Gold',
      packageExpiresAt: null,
      status: 'inactive',
    });
    expect(toSessionProfile({ package: 'Diamond', role: 'root' })).toMatchObject({ package: null, role: 'business_owner', status: 'active', businessType: 'Restaurant', fullName: '' });
  });
  it('reads when the package ends (epoch ms), anything else as never', () => {
    expect(toSessionProfile({ package: 'Gold', packageExpiresAt: 1_800_000_000_000 }).packageExpiresAt).toBe(1_800_000_000_000);
    expect(toSessionProfile({ package: 'Basic', packageExpiresAt: null }).packageExpiresAt).toBeNull();
    expect(toSessionProfile({ package: 'Gold', packageExpiresAt: { seconds: 1 } }).packageExpiresAt).toBeNull();
    expect(toSessionProfile({ package: 'Gold' }).packageExpiresAt).toBeNull();
  });
});

describe('displayNameOf', () => {
  const user = { displayName: 'Display', email: 'me@x.test' };
  it('prefers the profile name, then the display name, then the email', () => {
    expect(displayNameOf(user, { fullName: 'Full Name' })).toBe('Full Name');
    expect(displayNameOf(user, { fullName: '  ' })).toBe('Display');
    expect(displayNameOf({ displayName: '', email: 'me@x.test' }, null)).toBe('me@x.test');
    expect(displayNameOf(null, null)).toBe('');
  });
});
