import { type TManagedOperator, type TOperatorInput, ZOperatorInput } from '@haoyue/contracts';
import {
  breaksInsideShifts,
  emptyWeek,
  sortWeek,
  type WeekRanges,
} from '../../../lib/seller-dashboard/clock';

/** What the operator form edits. */
export interface OperatorFormValues extends Record<string, unknown> {
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

/**
 * The form's schema: the contract's, and the rule the API checks past it (breaks inside the
 * day's shifts, refused by the operators module), mirrored here so the form says it first.
 */
export const operatorFormSchema = ZOperatorInput.refine(
  (body) => breaksInsideShifts(body.weeklyShifts ?? emptyWeek(), body.weeklyBreaks ?? emptyWeek()),
  { message: '休息時間需在當天的班表時段內', path: ['weeklyBreaks'] },
);

/** What a week editor's section says when any of its times is wrong (the editor marks which). */
export const WEEK_SECTION_ERRORS = {
  weeklyShifts: '請修正班表的時段',
  weeklyBreaks: '請修正休息時間的時段',
} as const;

/**
 * The error under a week editor's section: the API's or the schema's on the whole week, or the
 * section's summary when the schema faults one of its times (`weeklyShifts.2.0.end`).
 */
export function weekSectionError(
  errors: Record<string, unknown>,
  key: keyof typeof WEEK_SECTION_ERRORS,
): string | undefined {
  const own = errors[key];
  if (typeof own === 'string') return own;
  return Object.keys(errors).some((k) => k.startsWith(`${key}.`))
    ? WEEK_SECTION_ERRORS[key]
    : undefined;
}

/** The create request (a PATCH takes the same fields) of the form values. */
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
