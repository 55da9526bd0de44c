import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { chatImages } from '../../db/schema';
import { IMAGE_KINDS, reencodeImage, uploadRefusal } from '../../http/image-upload';
import { invalid, notFound } from '../../lib/errors';
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
  const spec = IMAGE_KINDS.CHAT_IMAGE;
  if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳圖片');
  const refused = (err: unknown) => {
    throw uploadRefusal(err, spec.maxBytes);
  };
  const file = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } }).catch(refused);
  if (!file) throw invalid('file', '請選擇圖片');
  const body = await file.toBuffer().catch(refused);
  const webp = await reencodeImage(body, file.mimetype, 'CHAT_IMAGE');
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
