import { avatarFallbackText } from './avatar-fallback';

describe('avatarFallbackText', () => {
  it('should use the initials of first and last name', () => {
    expect(avatarFallbackText({ firstName: 'erin', lastName: 'Tester', email: 'e@example.com' })).toBe('ET');
  });

  it('should use whichever name exists when only one does', () => {
    expect(avatarFallbackText({ firstName: null, lastName: 'Tester', email: 'e@example.com' })).toBe('T');
  });

  it("should fall back to the email's first letter, then U", () => {
    expect(avatarFallbackText({ firstName: ' ', lastName: null, email: 'zoe@example.com' })).toBe('Z');
    expect(avatarFallbackText({ firstName: null, lastName: null, email: '' })).toBe('U');
    expect(avatarFallbackText({})).toBe('U');
  });
});
