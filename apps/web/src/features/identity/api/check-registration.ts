import { calls } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';

/** Whether a number has an account, and its canonical E.164 form. */
export async function checkRegistration(
  phoneNumber: string,
): Promise<{ phoneNumber: string; isRegistered: boolean }> {
  const body = await apiCall(calls.identity.checkRegistration, { body: { phoneNumber } });
  return body.data;
}
