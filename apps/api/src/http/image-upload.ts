import type {} from '@fastify/multipart';
import { ERROR_CODES, STORED_IMAGE_SIZES } from '@haoyue/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, invalid } from '../lib/errors';
import { randomId } from '../lib/tokens';
import type { FileStorage } from '../platform/storage/file-storage';

const MB = 1024 * 1024;

/**
 * Kinds of uploaded image: the largest file accepted and the WebP they become (its size is in
 * the contracts, where the pages read how wide a picture can be). Industry, chat and signature
 * images add a row here and there.
 */
export const IMAGE_KINDS = {
  PROFILE_PHOTO: { maxBytes: 5 * MB, ...STORED_IMAGE_SIZES.PROFILE_PHOTO },
  OPERATOR_AVATAR: { maxBytes: 5 * MB, ...STORED_IMAGE_SIZES.OPERATOR_AVATAR },
  SHOP_AVATAR: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.SHOP_AVATAR },
  SHOP_COVER: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.SHOP_COVER },
  SHOP_GALLERY: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.SHOP_GALLERY },
  PRODUCT_IMAGE: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.PRODUCT_IMAGE },
  PUSH_IMAGE: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.PUSH_IMAGE },
  BANK_DOCUMENT: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.BANK_DOCUMENT },
  INDUSTRY_IMAGE: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.INDUSTRY_IMAGE },
  CHAT_IMAGE: { maxBytes: 8 * MB, ...STORED_IMAGE_SIZES.CHAT_IMAGE },
} as const satisfies Record<
  keyof typeof STORED_IMAGE_SIZES,
  { maxBytes: number; width: number; height: number; fit: 'cover' | 'inside' }
>;

export type ImageKind = keyof typeof IMAGE_KINDS;

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ReceiveImageInput {
  storage: FileStorage;
  kind: ImageKind;
  keyPrefix: string;
}

/**
 * The one upload pipeline: reads the multipart field `file` within the kind's size limit,
 * checks by its bytes that it is a JPG/PNG/WebP (not by its claimed type), re-encodes it as
 * WebP at the kind's size (which drops EXIF such as the camera's GPS position), stores it under
 * `<keyPrefix>-<random>.webp` and returns its public URL (a changed image is a new URL).
 */
export async function receiveImage(
  req: FastifyRequest,
  { storage, kind, keyPrefix }: ReceiveImageInput,
): Promise<string> {
  const webp = await readImage(req, kind);
  return storage.put(`${keyPrefix}-${randomId(9)}.webp`, webp, 'image/webp');
}

/**
 * The pipeline's first half, for images kept elsewhere than the public storage (chat images, in
 * the database): the multipart field `file` within the kind's size limit, checked by its bytes
 * and re-encoded as the kind's WebP.
 */
export async function readImage(req: FastifyRequest, kind: ImageKind): Promise<Buffer> {
  const spec = IMAGE_KINDS[kind];
  if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳圖片');
  const refused = (err: unknown) => {
    throw uploadRefusal(err, spec.maxBytes);
  };
  const file = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } }).catch(refused);
  if (!file) throw invalid('file', '請選擇圖片');
  const body = await file.toBuffer().catch(refused);
  return reencodeImage(body, file.mimetype, kind);
}

/**
 * What a failed multipart read answers: 413 only when the file really is over the kind's limit;
 * anything else (no boundary, a body cut short, a second file, a malformed part) is the
 * client's malformed upload, 400 with a message that repeats none of it.
 */
export function uploadRefusal(err: unknown, maxBytes: number): AppError {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return AppError.of(ERROR_CODES.FILE_TOO_LARGE, `圖片不可超過 ${maxBytes / MB} MB`);
  }
  if (code === 'FST_FILES_LIMIT') return invalid('file', '一次只能上傳一張圖片');
  return invalid('file', '上傳的內容不完整或格式不正確，請重新選擇圖片上傳');
}

/** Sniffs the bytes and re-encodes them as the kind's WebP; 400 when they are not an image. */
export async function reencodeImage(
  body: Buffer,
  claimedType: string,
  kind: ImageKind,
): Promise<Buffer> {
  if (!ACCEPTED_TYPES.has(claimedType)) throw invalid('file', '請上傳 JPG、PNG 或 WebP 圖片');
  const format = await sharp(body)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid('file', '無法讀取這個圖片檔');
  const { width, height, fit } = IMAGE_KINDS[kind];
  return sharp(body)
    .rotate()
    .resize(width, height, { fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: 82 })
    .toBuffer();
}
