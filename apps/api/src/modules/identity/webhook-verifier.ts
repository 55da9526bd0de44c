import { ERROR_CODES } from '@haoyue/contracts';
import type { WebhookVerifier } from '../../http/access';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';

/**
 * The telephony service's verifier: it sends the shared secret in X-Webhook-Secret, compared
 * in constant time so the answer's timing does not reveal how much of a guess was right.
 */
export function phoneCallWebhookVerifier(secret: string): WebhookVerifier {
  return (req) => {
    const given = req.headers['x-webhook-secret'];
    if (typeof given !== 'string' || !safeEqual(given, secret)) {
      throw AppError.of(ERROR_CODES.UNAUTHORIZED_ACCESS, 'invalid webhook secret');
    }
  };
}
