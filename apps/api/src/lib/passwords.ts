import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id (salt and parameters are stored inside the hash). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Checks a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash verified when the account does not exist or has no password, so a wrong
 * phone number takes as long as a wrong password (no timing oracle for registration).
 */
export const DECOY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9k8mzTsGGgvWOSnTXhd1JQ$YTjwa/Vrh+zrbQJizOaiandpoPakozWiN9TTXlIEdb8';
