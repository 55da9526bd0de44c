import { expect } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

/** A successful answer (200 unless `status` says otherwise) whose data match `expected`. */
export function expectData(res: Answer, expected: Record<string, unknown>, status = 200) {
  expect(res.status).toBe(status);
  expect(res.body.data).toMatchObject(expected);
}

/** A refusal with this status and error code. */
export function expectError(res: Answer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
}
