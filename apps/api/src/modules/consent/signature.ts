import {
  CONSENT_LIMITS as L,
  SIGNATURE_DATA_URL_PREFIX,
  type TConsentAnswers,
  type TConsentFormItem,
} from '@haoyue/contracts';
import sharp from 'sharp';
import { AppError, invalid } from '../../lib/errors';
import { checkAnswers } from './answers';

/** The least spread of one colour channel that counts as ink on the white page. */
const INK_CONTRAST = 32;

/**
 * A signature as the pad sent it, checked by its pixels and re-encoded: a real PNG no larger
 * than the largest pad, with some ink on it, flattened on white and fitted inside the stored
 * size (never enlarged) as a maximally compressed PNG, returned as a data URL no longer than
 * an answer may be. Whatever the file carried besides its pixels (text chunks, other frames)
 * is gone. 400 on `answers.<id>`.
 */
export async function reencodeSignature(item: TConsentFormItem, dataUrl: string): Promise<string> {
  const refuse = (message: string) => invalid(`answers.${item.id}`, `「${item.label}」${message}`);
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== 'png') throw refuse('需為手寫簽名的 PNG 圖檔');
  if (!meta.width || !meta.height) throw refuse('的簽名圖檔無法讀取');
  if (meta.width > L.signatureMaxSide || meta.height > L.signatureMaxSide) {
    throw refuse(`的簽名圖檔過大（長寬最多 ${L.signatureMaxSide} 像素）`);
  }
  try {
    const png = await sharp(bytes, { limitInputPixels: L.signatureMaxSide ** 2 })
      .flatten({ background: '#ffffff' })
      .resize({
        width: L.signatureStored.width,
        height: L.signatureStored.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { channels } = await sharp(png).stats();
    const inked = channels.slice(0, 3).some((c) => c.max - c.min >= INK_CONTRAST);
    if (!inked) throw refuse('是空白的，請重新簽名');
    const stored = `${SIGNATURE_DATA_URL_PREFIX}${png.toString('base64')}`;
    // A pad's strokes on white compress to a few KB; noise may grow past what answers carry.
    if (stored.length > L.signatureChars) throw refuse('的簽名圖檔過大，請清除後重新簽名');
    return stored;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('的簽名圖檔無法讀取');
  }
}

/**
 * The answers to store: checked against the version's items (answers.ts), each signature
 * re-encoded. A signature equal to the one already stored (`previous`, when correcting) is
 * kept as it is: it was re-encoded when first sent, and re-encoding it again would make an
 * unchanged answer look changed.
 */
export async function prepareAnswers(
  items: readonly TConsentFormItem[],
  answers: Readonly<Record<string, unknown>>,
  previous: TConsentAnswers = {},
): Promise<TConsentAnswers> {
  const kept = checkAnswers(items, answers);
  for (const item of items) {
    const value = kept[item.id];
    if (item.kind !== 'SIGNATURE' || typeof value !== 'string') continue;
    if (value === previous[item.id]) continue;
    kept[item.id] = await reencodeSignature(item, value);
  }
  return kept;
}
