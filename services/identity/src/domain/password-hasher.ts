/**
 * The port to password hashing: what identity's use cases need of it, in their own terms. The
 * composition root picks the algorithm and where it runs (src/passwords/argon2-password-hasher.ts).
 */
export interface PasswordHasher {
  /** A one-way, salted hash of the password, with its parameters inside it. */
  hash(password: string): Promise<string>;
  /** True when the password matches a stored hash (any hash this service has written); false for anything else. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash predates the current algorithm or parameters: rehash it while the password is at hand. */
  needsRehash(stored: string): boolean;
  /** A hash of nothing anyone knows, to verify against when the email is unknown, so both answers take the same time. */
  dummyHash(): Promise<string>;
  /** Ends whatever the hashing holds (threads); the next hash starts it again. */
  close(): Promise<void>;
}
