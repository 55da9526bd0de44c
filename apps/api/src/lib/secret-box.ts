import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals short secrets (a seller's LINE Pay channel secret) for the database: AES-256-GCM with a
 * random 12-byte IV per value, so equal secrets never look alike and a changed byte is refused.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>` (base64url). The key comes from PAYMENT_SECRET_KEY.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.key = Buffer.from(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return `v1.${parts.join('.')}`;
  }

  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  }
}

/** Outside production, without PAYMENT_SECRET_KEY: a fixed key (production refuses to start). */
export const DEV_PAYMENT_SECRET_KEY = createHash('sha256')
  .update('haoyue-development-only-payment-key-never-use-in-production')
  .digest();
