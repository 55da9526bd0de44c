import type { TManagedOperator, TOperatorInput } from '@haoyue/contracts';
import {
  breaksInsideShifts,
  emptyWeek,
  isWeekValid,
  sortWeek,
  type WeekRanges,
} from '../../../lib/seller-dashboard/clock';

/** What the operator form edits. */
export interface OperatorFormValues {
  displayName: string;
  title: string;
  introduction: string;
  isBookable: boolean;
  serviceIds: number[];
  weeklyShifts: WeekRanges;
  weeklyBreaks: WeekRanges;
}

/** The form's starting values: the operator's, or a new one without shifts. */
export function operatorFormValues(operator: TManagedOperator | null): OperatorFormValues {
  if (!operator) {
    return {
      displayName: '',
      title: '',
      introduction: '',
      isBookable: true,
      serviceIds: [],
      weeklyShifts: emptyWeek(),
      weeklyBreaks: emptyWeek(),
    };
  }
  return {
    displayName: operator.displayName,
    title: operator.title ?? '',
    introduction: operator.introduction ?? '',
    isBookable: operator.isBookable,
    serviceIds: [...operator.serviceIds],
    weeklyShifts: operator.weeklyShifts.map((day) => [...day]),
    weeklyBreaks: operator.weeklyBreaks.map((day) => [...day]),
  };
}

/** Field errors (zh-TW) keyed as the API names the fields. */
export function validateOperatorForm(values: OperatorFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const name = values.displayName.trim();
  if (!name) errors.displayName = '請輸入名稱';
  else if (name.length > 40) errors.displayName = '名稱最多 40 字';
  if (values.title.trim().length > 40) errors.title = '職稱最多 40 字';
  if (values.introduction.length > 1000) errors.introduction = '介紹最多 1000 字';
  if (!isWeekValid(values.weeklyShifts)) errors.weeklyShifts = '請修正班表的時段';
  if (!isWeekValid(values.weeklyBreaks)) errors.weeklyBreaks = '請修正休息時間的時段';
  else if (!breaksInsideShifts(values.weeklyShifts, values.weeklyBreaks)) {
    errors.weeklyBreaks = '休息時間需在當天的班表時段內';
  }
  return errors;
}

/** The create request (a PATCH takes the same fields) of valid form values. */
export function operatorRequest(values: OperatorFormValues): TOperatorInput {
  return {
    displayName: values.displayName.trim(),
    title: values.title.trim() || null,
    introduction: values.introduction.trim() || null,
    isBookable: values.isBookable,
    serviceIds: values.serviceIds,
    weeklyShifts: sortWeek(values.weeklyShifts),
    weeklyBreaks: sortWeek(values.weeklyBreaks),
  };
}
