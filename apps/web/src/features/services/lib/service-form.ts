import {
  type TCurrency,
  type TManagedService,
  type TServiceInput,
  ZServiceInput,
} from '@haoyue/contracts';
import { toMajor, toMinor } from '../../../lib/money';
import { typedNumber } from '../../../lib/use-contract-form';

/** What the service form edits; money in the currency's major unit, as sellers type it. */
export interface ServiceFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  serviceGroupId: number | null;
  // Number inputs hold '' while empty.
  durationMinutes: number | string;
  bufferBeforeMinutes: number | string;
  bufferAfterMinutes: number | string;
  price: number | string;
  /** Null: the shop's prepayment rule applies. */
  prepayment: number | string | null;
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

/**
 * The form's schema: the contract's, and the rule the API checks past it (a prepayment above
 * the price, refused by the services module), mirrored here so the form says it before sending.
 */
export const serviceFormSchema = ZServiceInput.refine(
  (body) =>
    body.prepaymentAmount === null ||
    body.prepaymentAmount === undefined ||
    body.price === undefined ||
    body.prepaymentAmount <= body.price,
  // Checked beside the other fields' errors, as the form did before, not only once they pass.
  { message: '訂金不可高於價格', path: ['prepaymentAmount'], when: () => true },
);

/** The create request (a PATCH takes the same fields) of the form values. */
export function serviceRequest(values: ServiceFormValues, currency: TCurrency): TServiceInput {
  return {
    // An empty choice fails the schema's id check (請選擇分類).
    serviceGroupId: values.serviceGroupId ?? Number.NaN,
    name: values.name.trim(),
    description: values.description.trim() || null,
    durationMinutes: typedNumber(values.durationMinutes),
    bufferBeforeMinutes: typedNumber(values.bufferBeforeMinutes),
    bufferAfterMinutes: typedNumber(values.bufferAfterMinutes),
    price: toMinor(typedNumber(values.price), currency),
    prepaymentAmount:
      values.prepayment === null ? null : toMinor(typedNumber(values.prepayment), currency),
    isBookable: values.isBookable,
    operatorIds: values.operatorIds,
  };
}
