import { CONSENT_ITEM_ID_PATTERN } from '@haoyue/contracts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Long enough that a clash with another item of the form is practically never drawn. */
export const NEW_ITEM_ID_LENGTH = 8;

/** Fills `count` random bytes (the browser's or Node's crypto). */
export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * A fresh item id (`[a-z0-9]{8}`) not among `taken`. Ids stay with an item across a form's
 * versions, so a correction of an answer can name the item it changed; a new item never reuses
 * one of the form's ids.
 */
export function newItemId(taken: Iterable<string>, randomBytes: RandomBytes = cryptoBytes): string {
  const used = new Set(taken);
  for (let attempt = 0; attempt < 100; attempt++) {
    const id = Array.from(
      randomBytes(NEW_ITEM_ID_LENGTH),
      (b) => ALPHABET[b % ALPHABET.length],
    ).join('');
    if (CONSENT_ITEM_ID_PATTERN.test(id) && !used.has(id)) return id;
  }
  throw new Error('newItemId: no free id drawn');
}
