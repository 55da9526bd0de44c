import { ZErrorBody } from '@haoyue/contracts';

/** Response schemas for the error statuses a route may answer: `{ error: { code, message } }`. */
export function errorResponses<const C extends readonly number[]>(
  ...codes: C
): Record<C[number], typeof ZErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ZErrorBody])) as Record<
    C[number],
    typeof ZErrorBody
  >;
}
