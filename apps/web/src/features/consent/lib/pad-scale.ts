import { CONSENT_LIMITS } from '@haoyue/contracts';

/**
 * Device pixels per CSS pixel for a signature pad this size: the screen's density (sharp lines on
 * a phone), but never a canvas over the API's largest side (2400 px).
 */
export function padScale(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const max = CONSENT_LIMITS.signatureMaxSide;
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.max(0.1, Math.min(dpr, max / Math.max(1, cssWidth), max / Math.max(1, cssHeight)));
}
