import { hash, verify } from '@node-rs/argon2';

/** argon2id with 19 MiB and two passes (OWASP's minimum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash checked when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
