import { ERROR_CODES } from '@haoyue/contracts';
import { AppError } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';

/** Someone else holds the time: another booking took it meanwhile. */
export function slotUnavailable(): AppError {
  return AppError.of(
    ERROR_CODES.SLOT_UNAVAILABLE,
    '這個時段剛被預約走了，請選擇其他時間',
    'startTime',
  );
}

/** PostgreSQL's exclusion_violation: another active booking holds the operator then. */
export function isOverlapViolation(error: unknown): boolean {
  return hasPgCode(error, PG.EXCLUSION_VIOLATION);
}

/** The time is not bookable whoever else books: outside hours, shifts, breaks or the horizon. */
export function slotClosed(): AppError {
  return AppError.of(
    ERROR_CODES.SLOT_UNAVAILABLE,
    '這個時間無法預約（不在營業或服務時間內，或超出可預約的期間），請選擇其他時間',
    'startTime',
  );
}

/**
 * Runs `attempt` with each operator in turn until the database accepts one: an overlap refusal
 * means another request took that operator meanwhile, so the next is tried. Null if all were.
 */
export async function firstThatFits<T>(
  operatorIds: readonly number[],
  attempt: (operatorId: number) => Promise<T>,
): Promise<T | null> {
  for (const operatorId of operatorIds) {
    try {
      return await attempt(operatorId);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
    }
  }
  return null;
}
