import type { TCustomer } from '@haoyue/contracts';
import type { WalkInRequest } from '../api/create-walk-in';
import { toE164 } from './customer-phone';
import { NOTE_MAX_LENGTH } from '../../../lib/shop-orders/order-status';

/** Who the shop books for: a customer it already has, or a new one described by name. */
export type CustomerChoice =
  | { mode: 'existing'; search: string; customer: TCustomer | null }
  | { mode: 'new'; displayName: string; phone: string };

/** The walk-in form as the shop fills it in. */
export interface WalkInDraft {
  serviceIds: number[];
  /** null: 不指定 (anyone free who performs the services). */
  operatorId: number | null;
  date: string;
  startTime: string | null;
  customer: CustomerChoice;
  note: string;
}

/** What is missing or wrong, per field, in zh-TW. */
export type WalkInErrors = Partial<
  Record<'services' | 'time' | 'customer' | 'displayName' | 'phone' | 'note', string>
>;

/** An empty draft for a date, optionally at an operator and a time. */
export function emptyWalkIn(
  date: string,
  at: { operatorId?: number | null; startTime?: string | null } = {},
): WalkInDraft {
  return {
    serviceIds: [],
    operatorId: at.operatorId ?? null,
    date,
    startTime: at.startTime ?? null,
    customer: { mode: 'existing', search: '', customer: null },
    note: '',
  };
}

/**
 * Checks the draft and builds the API request, or says what to fix. A new customer needs a name;
 * a phone, when given, must be a Taiwan mobile or an international number.
 */
export function buildWalkInRequest(
  draft: WalkInDraft,
  shopId: number,
): { request: WalkInRequest; errors: null } | { request: null; errors: WalkInErrors } {
  const errors: WalkInErrors = {};
  if (draft.serviceIds.length === 0) errors.services = '請選擇服務';
  if (!draft.startTime) errors.time = '請選擇時間';
  let customer: Pick<WalkInRequest, 'customerId' | 'profile'> = {};
  if (draft.customer.mode === 'existing') {
    if (!draft.customer.customer) errors.customer = '請選擇顧客，或改為新增顧客';
    else customer = { customerId: draft.customer.customer.id };
  } else {
    const displayName = draft.customer.displayName.trim();
    const phoneText = draft.customer.phone.trim();
    const phone = phoneText ? toE164(phoneText) : null;
    if (!displayName) errors.displayName = '請填寫顧客姓名';
    if (phoneText && !phone) errors.phone = '請輸入手機號碼，例如 0912-345-678 或 +852 6123 4567';
    customer = { profile: { displayName, phoneNumber: phone } };
  }
  const note = draft.note.trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = `備註最多 ${NOTE_MAX_LENGTH} 字`;
  if (Object.keys(errors).length > 0) return { request: null, errors };
  return {
    request: {
      shopId,
      serviceIds: draft.serviceIds,
      operatorId: draft.operatorId,
      startTime: draft.startTime!,
      ...customer,
      note: note || null,
    },
    errors: null,
  };
}
