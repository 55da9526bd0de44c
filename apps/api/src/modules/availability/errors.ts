import { ERROR_CODES } from '@haoyue/contracts';
import { AppError } from '../../lib/errors';

/** Someone else holds the time: another booking took it meanwhile. */
export function slotUnavailable(): AppError {
  return AppError.of(
    ERROR_CODES.SLOT_UNAVAILABLE,
    '這個時段剛被預約走了，請選擇其他時間',
    'startTime',
  );
}

/** The time is not bookable whoever else books: outside hours, shifts, breaks or the horizon. */
export function slotClosed(): AppError {
  return AppError.of(
    ERROR_CODES.SLOT_UNAVAILABLE,
    '這個時間無法預約（不在營業或服務時間內，或超出可預約的期間），請選擇其他時間',
    'startTime',
  );
}
