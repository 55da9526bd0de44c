import type {} from '@fastify/multipart';
import { LINE_PAY_DOCUMENT_MAX_BYTES } from '@haoyue/contracts';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../lib/errors';
import { reencodeImage, uploadRefusal } from './image-upload';

/** A received private document: bytes to keep (not a URL: it is never stored publicly). */
export interface ReceivedDocument {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The upload pipeline for documents kept private (a LINE Pay application's bank documents):
 * reads the multipart field `file` like {@link receiveImage}; an image (checked by its bytes)
 * is re-encoded as WebP, which drops EXIF; a PDF is kept as it is once its bytes say PDF. The
 * caller stores the bytes where only an access-checked route answers them.
 */
export async function receiveDocument(req: FastifyRequest): Promise<ReceivedDocument> {
  const maxBytes = LINE_PAY_DOCUMENT_MAX_BYTES;
  if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳文件');
  const refused = (err: unknown) => {
    throw uploadRefusal(err, maxBytes);
  };
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(refused);
  if (!file) throw invalid('file', '請選擇檔案');
  const body = await file.toBuffer().catch(refused);
  const baseName = cleanFileName(file.filename);
  if (file.mimetype === 'application/pdf') {
    if (!body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw invalid('file', '無法讀取這個 PDF 檔');
    }
    return { fileName: `${baseName}.pdf`, contentType: 'application/pdf', body };
  }
  if (!file.mimetype.startsWith('image/')) throw invalid('file', '請上傳 JPG、PNG、WebP 或 PDF 檔');
  const webp = await reencodeImage(body, file.mimetype, 'BANK_DOCUMENT');
  return { fileName: `${baseName}.webp`, contentType: 'image/webp', body: webp };
}

/** The client's file name without its extension or anything but letters, digits, - _ and spaces. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').replace(/\.[^.]*$/, '');
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .trim()
    .slice(0, 80);
  return clean || 'document';
}
