import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed; the same secret seals differently each time', () => {
    const secret = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
    const one = box.seal(secret);
    const two = box.seal(secret);
    expect(one).not.toBe(two);
    expect(one).not.toContain(secret);
    expect(box.open(one)).toBe(secret);
    expect(box.open(two)).toBe(secret);
  });

  it('refuses an altered value and another key', () => {
    const sealed = box.seal('secret-value');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow();
  });
});
