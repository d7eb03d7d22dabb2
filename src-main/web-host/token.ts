import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: made afresh at each start of the web host. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether a presented token is the host's, in time that does not depend on where they
 * differ. Both are hashed first so that timingSafeEqual compares equal lengths and the
 * comparison does not reveal the token's length either.
 */
export function tokensMatch(presented: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(token));
}
