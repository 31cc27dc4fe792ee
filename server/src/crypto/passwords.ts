import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

let dummy: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one so unknown usernames take as long. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password);
    return false;
  }
  return verify(storedHash, password);
}
