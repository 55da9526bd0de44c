/**
 * The shop cards (shop_cards: a shop's public JSON, kept by triggers) an instance has read, by
 * shop id with the card's version. A page's statement reads its shops' versions, not their
 * texts: a card whose version is the one kept is spliced from memory, any other is read again
 * (the misses of one turn by one statement). Every answer is as fresh as its statement: a card
 * that changed has moved its version in the same transaction (migration 0038). The texts were
 * half of a near page's database time, most of it sending them (decision 020's follow-up of
 * 2026-12-07).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedStatement } from '../../db/prepared';
import { shopCards } from '../../db/schema';
import { turnBatch } from '../../lib/turn-batch';

/** A card's texts and version (the version as text: int8 arrives as text from the driver). */
type ShopCardTexts = { version: string; shop: string; images: string; summary: string };

/**
 * A card as an instance keeps it: its texts in UTF-8, encoded once when read. An answer is the
 * kept bytes put together: encoding a page of 20 cards' texts for every answer took 60 µs of the
 * 80 µs of writing it (issue 37).
 */
export type ShopCard = {
  version: string;
  shop: Buffer;
  images: Buffer;
  summary: Buffer;
  /** The reference rows the answer embeds, as the card's shop says (read once per version). */
  cityId: number;
  countryId: number;
  industryId: number;
};

/**
 * The card's texts encoded into one buffer of its own, each text a view of it: a pooled
 * `Buffer.from` would keep its whole 8 KB slab alive for as long as the card is kept.
 */
function cardOf({ version, shop, images, summary }: ShopCardTexts): ShopCard {
  const length = [shop, images, summary].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const bytes = Buffer.allocUnsafeSlow(length);
  const shopEnd = bytes.write(shop);
  const imagesEnd = shopEnd + bytes.write(images, shopEnd);
  bytes.write(summary, imagesEnd);
  type Ids = Pick<ShopCard, 'cityId' | 'countryId' | 'industryId'>;
  const { cityId, countryId, industryId } = JSON.parse(shop) as Ids;
  return {
    version,
    cityId,
    countryId,
    industryId,
    shop: bytes.subarray(0, shopEnd),
    images: bytes.subarray(shopEnd, imagesEnd),
    summary: bytes.subarray(imagesEnd),
  };
}

/**
 * How many cards an instance keeps at most (1–2 KB each in memory): a city's busy shops many times
 * over; the oldest read goes first.
 */
const KEPT_CARDS = 20_000;

/** Cards read again at most this many per statement. */
const CARD_BATCH = 256;

const cardsById = new PreparedStatement<ShopCardTexts & { id: number }>(
  'shop_cards_by_id',
  () => sql`select shop_id as id, version::text as version, shop, images, summary
    from ${shopCards} where shop_id = any(${sql.placeholder('ids')}::int[])`,
);

type Kept = {
  cards: Map<number, ShopCard>;
  read: (id: number) => Promise<ShopCard | undefined>;
  /** Of the cards looked up lately, how many were kept at their version (halved every so often). */
  looked: number;
  hits: number;
};
const keptBy = new WeakMap<Db, Kept>();

function keptOf(db: Db): Kept {
  let kept = keptBy.get(db);
  if (!kept) {
    const read = turnBatch<number, ShopCard>(async (ids) => {
      const rows = await cardsById.execute(db, { ids });
      return new Map(rows.map(({ id, ...card }) => [id, cardOf(card)]));
    }, CARD_BATCH);
    kept = { cards: new Map(), read, looked: 0, hits: 0 };
    keptBy.set(db, kept);
  }
  return kept;
}

function keep(cards: Map<number, ShopCard>, id: number, card: ShopCard): void {
  cards.delete(id);
  if (cards.size >= KEPT_CARDS) cards.delete(cards.keys().next().value!);
  cards.set(id, card);
}

/** Lookups remembered before the counts are halved: the hit rate follows the recent load. */
const LOOKUPS_REMEMBERED = 4096;

/**
 * Whether the statements should read the cards' texts as well as their versions: when fewer than
 * half the cards looked up lately were kept at their version (a cold instance, or searches spread
 * over more shops than it keeps), reading the versions alone would cost most pages a second
 * statement for the texts.
 */
export function cardTextsWanted(db: Db): boolean {
  const kept = keptOf(db);
  return kept.looked < 256 || kept.hits * 2 < kept.looked;
}

/**
 * The rows, each with its shop's card as of the version its statement read (or newer): the
 * texts the statement read, or the kept card, or the card read again. A shop whose card is gone
 * by now (deleted since) is left out.
 */
export async function withCards<R extends { id: number; version: string } & Partial<ShopCardTexts>>(
  db: Db,
  rows: readonly R[],
): Promise<(Omit<R, keyof ShopCard> & ShopCard)[]> {
  const kept = keptOf(db);
  const { cards, read } = kept;
  const carded = await Promise.all(
    rows.map(async (row) => {
      const known = cards.get(row.id);
      const hit = known?.version === row.version;
      kept.looked += 1;
      if (hit) kept.hits += 1;
      if (kept.looked >= LOOKUPS_REMEMBERED) {
        kept.looked /= 2;
        kept.hits /= 2;
      }
      if (hit) return { ...row, ...known };
      if (row.shop !== undefined && row.images !== undefined && row.summary !== undefined) {
        const { version, shop, images, summary } = row;
        const card = cardOf({ version, shop, images, summary });
        keep(cards, row.id, card);
        return { ...row, ...card };
      }
      const card = await read(row.id);
      if (!card) return undefined;
      keep(cards, row.id, card);
      return { ...row, ...card };
    }),
  );
  return carded.filter((row) => row !== undefined);
}
