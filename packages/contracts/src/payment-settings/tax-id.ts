/**
 * The Taiwan unified business number (統一編號) and its check rule, zod-free so a page checks it
 * the same way. Eight digits; each times its weight 1,2,1,2,1,2,4,1, the digits of each product
 * added (28 → 2+8 = 10), and the eight sums added: the total must be divisible by 5 (the Ministry
 * of Finance changed it from 10 to 5 for numbers issued from April 2023, old numbers still
 * pass). When the seventh digit is 7 (4×7 = 28 → 10, which counts as 1 or as 0) the total plus
 * one may be the one divisible by 5 instead. Sources: the ministry's notice 營利事業統一編號檢查碼
 * 邏輯修正說明 (112 年, "由可被 10 整除改為可被 5 整除"), and the worked rule at
 * https://lab.kbwen.com/apps/local/uniform-invoice-validator/ (權重 [1,2,1,2,1,2,4,1]；第 7 碼為 7
 * 時，總和 + 1 符合亦通過).
 */
export const TAX_ID_PATTERN = /^\d{8}$/;
export const TAX_ID_FORMAT_MESSAGE = '統一編號為 8 位數字';
export const TAX_ID_CHECKSUM_MESSAGE = '統一編號檢查碼不正確，請確認號碼';

const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/** True when `taxId` is eight digits passing the check rule above. */
export function isValidTaxId(taxId: string): boolean {
  if (!TAX_ID_PATTERN.test(taxId)) return false;
  let total = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(taxId[i]) * WEIGHTS[i]!;
    total += Math.floor(product / 10) + (product % 10);
  }
  return total % 5 === 0 || (taxId[6] === '7' && (total + 1) % 5 === 0);
}
