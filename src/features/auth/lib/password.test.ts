import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password';

describe('checkNewPassword', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(checkNewPassword('secret', 'secret')).toBeNull();
    expect(checkNewPassword('a much longer one', 'a much longer one')).toBeNull();
  });

  it('reports a mismatch first', () => {
    expect(checkNewPassword('abc', 'abd')).toEqual({ title: "Passwords don't match", description: 'Please make sure your passwords match.' });
  });

  it('reports a short password', () => {
    expect(checkNewPassword('12345', '12345')).toEqual({ title: 'Password too short', description: 'Password must be at least 6 characters long.' });
  });
});
