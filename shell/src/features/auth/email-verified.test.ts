import { emailVerifiedToast } from './email-verified';

describe('emailVerifiedToast', () => {
  it('should confirm a verified address for 1', () => {
    expect(emailVerifiedToast('1')).toEqual({ title: 'Email verified' });
  });

  it('should report an invalid or expired link for 0', () => {
    expect(emailVerifiedToast('0')).toEqual({ title: 'That verification link is invalid or expired', variant: 'error' });
  });

  it('should show nothing without the parameter or with another value', () => {
    expect(emailVerifiedToast(null)).toBeNull();
    expect(emailVerifiedToast('yes')).toBeNull();
  });
});
