import { calls } from '@haoyue/contracts';
import { apiData } from '../../../lib/api-query';

/** Whether a number has an account, and its canonical E.164 form. */
export function checkRegistration(
  phoneNumber: string,
): Promise<{ phoneNumber: string; isRegistered: boolean }> {
  return apiData(calls.identity.checkRegistration, { body: { phoneNumber } });
}
