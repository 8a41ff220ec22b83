import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: an OAuth 2 `state` or a PKCE code verifier (43 characters, RFC 7636 §4.1). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The PKCE `S256` code challenge of a verifier (RFC 7636 §4.2). */
export const s256Challenge = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');
