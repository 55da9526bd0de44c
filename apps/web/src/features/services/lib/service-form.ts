import type { TCurrency, TManagedService, TServiceInput } from '@haoyue/contracts';
import { toMajor, toMinor } from '../../../lib/money';

/** What the service form edits; money in the currency's major unit, as sellers type it. */
export interface ServiceFormValues {
  name: string;
  description: string;
  serviceGroupId: number | null;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  price: number;
  /** Null: the shop's prepayment rule applies. */
  prepayment: number | null;
  isBookable: boolean;
  operatorIds: number[];
}

/** The form's starting values: the service's, or a new one in `groupId`. */
export function serviceFormValues(
  service: TManagedService | null,
  currency: TCurrency,
  groupId: number | null,
): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      description: '',
      serviceGroupId: groupId,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: 0,
      prepayment: null,
      isBookable: true,
      operatorIds: [],
    };
  }
  return {
    name: service.name,
    description: service.description ?? '',
    serviceGroupId: service.serviceGroupId,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    price: toMajor(service.price, currency),
    prepayment:
      service.prepaymentAmount === null ? null : toMajor(service.prepaymentAmount, currency),
    isBookable: service.isBookable,
    operatorIds: [...service.operatorIds],
  };
}

const isWhole = (n: number, min: number, max: number) =>
  Number.isInteger(n) && n >= min && n <= max;

/** Field errors (zh-TW) keyed as the API names the fields. */
export function validateServiceForm(values: ServiceFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = '請輸入服務名稱';
  else if (name.length > 60) errors.name = '服務名稱最多 60 字';
  if (values.description.length > 1000) errors.description = '說明最多 1000 字';
  if (!values.serviceGroupId) errors.serviceGroupId = '請選擇分類';
  if (!isWhole(values.durationMinutes, 5, 720)) errors.durationMinutes = '服務時間為 5 到 720 分鐘';
  if (!isWhole(values.bufferBeforeMinutes, 0, 240)) {
    errors.bufferBeforeMinutes = '準備時間為 0 到 240 分鐘';
  }
  if (!isWhole(values.bufferAfterMinutes, 0, 240)) {
    errors.bufferAfterMinutes = '整理時間為 0 到 240 分鐘';
  }
  if (!Number.isFinite(values.price) || values.price < 0) errors.price = '請輸入價格';
  if (values.prepayment !== null) {
    if (!Number.isFinite(values.prepayment) || values.prepayment < 0) {
      errors.prepaymentAmount = '請輸入訂金金額';
    } else if (values.prepayment > values.price) {
      errors.prepaymentAmount = '訂金不可高於價格';
    }
  }
  return errors;
}

/** The create request (a PATCH takes the same fields) of valid form values. */
export function serviceRequest(values: ServiceFormValues, currency: TCurrency): TServiceInput {
  return {
    serviceGroupId: values.serviceGroupId!,
    name: values.name.trim(),
    description: values.description.trim() || null,
    durationMinutes: values.durationMinutes,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    price: toMinor(values.price, currency),
    prepaymentAmount: values.prepayment === null ? null : toMinor(values.prepayment, currency),
    isBookable: values.isBookable,
    operatorIds: values.operatorIds,
  };
}
