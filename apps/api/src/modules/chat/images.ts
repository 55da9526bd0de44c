import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { chatImages } from '../../db/schema';
import { readImage } from '../../http/image-upload';
import { notFound } from '../../lib/errors';
import type { ChatContext } from './context';
import { limitImageUploads } from './messages';
import { signedImageUrl, validImageSignature } from './signing';

type Upload = { imageId: number; image: { url: string; width: number; height: number } };

/**
 * Receives a chat image through the upload pipeline (sniffed, re-encoded to WebP, EXIF gone)
 * and keeps the bytes in the database, private: only a signed URL reaches them.
 */
export async function uploadChatImage(
  ctx: ChatContext,
  req: FastifyRequest,
  userId: number,
): Promise<{ data: Upload }> {
  await limitImageUploads(ctx, userId);
  const webp = await readImage(req, 'CHAT_IMAGE');
  const meta = await sharp(webp).metadata();
  const [row] = await ctx.db
    .insert(chatImages)
    .values({
      uploaderUserId: userId,
      bytes: webp,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      createdAt: ctx.clock(),
    })
    .returning({ id: chatImages.id, width: chatImages.width, height: chatImages.height });
  return {
    data: {
      imageId: row!.id,
      image: {
        url: signedImageUrl(ctx.secret, row!.id, ctx.clock()),
        width: row!.width,
        height: row!.height,
      },
    },
  };
}

/** The WebP bytes of a signed URL that has not expired; 404 otherwise. */
export async function signedChatImage(
  ctx: ChatContext,
  input: { imageId: number; exp: number; sig: string },
): Promise<Buffer> {
  if (!validImageSignature(ctx.secret, { ...input, now: ctx.clock() })) {
    throw notFound('找不到這張圖片');
  }
  const [row] = await ctx.db
    .select({ bytes: chatImages.bytes })
    .from(chatImages)
    .where(eq(chatImages.id, input.imageId));
  if (!row) throw notFound('找不到這張圖片');
  return row.bytes;
}
