import { checkPasswordChange } from './validate-password';

describe('checkPasswordChange', () => {
  it('should require all three fields, naming each missing one', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      ok: false,
      fieldErrors: {
        currentPassword: 'Current password is required',
        newPassword: 'New password is required',
        confirmPassword: 'Please confirm your new password',
      },
    });
  });

  it("should refuse a confirmation that does not match with the spec's toast", () => {
    const check = checkPasswordChange({ currentPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' });
    expect(check).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: "New password and confirmation don't match." },
      toast: { title: 'Password mismatch', description: "New password and confirmation don't match." },
    });
  });

  it("should refuse a new password under 8 characters with the spec's toast", () => {
    const check = checkPasswordChange({ currentPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' });
    expect(check).toEqual({
      ok: false,
      fieldErrors: { newPassword: 'Password must be at least 8 characters long.' },
      toast: { title: 'Password too short', description: 'Password must be at least 8 characters long.' },
    });
  });

  it('should accept a matching new password of 8 characters', () => {
    expect(checkPasswordChange({ currentPassword: 'old-secret', newPassword: '12345678', confirmPassword: '12345678' })).toEqual({ ok: true });
  });
});
