/** The parts of a user the avatar's fallback text needs. */
export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The avatar's text when the picture cannot be shown (spec section 2): initials from first and
 * last name, else the email's first letter, else "U".
 */
export function avatarFallbackText({ firstName, lastName, email }: AvatarPerson): string {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  if (initials) return initials;
  const letter = email?.trim()[0];
  return letter ? letter.toUpperCase() : 'U';
}
