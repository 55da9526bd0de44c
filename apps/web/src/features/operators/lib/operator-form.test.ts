import * as contracts from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { operatorFormSchema, operatorFormValues, operatorRequest } from './operator-form';

/** The form's errors by the body's top fields: the schema's first message per field. */
const validateOperatorForm = (values: ReturnType<typeof operatorFormValues>) => {
  const result = operatorFormSchema.safeParse(operatorRequest(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

const day = (start: string, end: string) => [{ start, end }];

describe('operator form', () => {
  const values = {
    ...operatorFormValues(null),
    displayName: ' Amy ',
    title: ' ',
    serviceIds: [1, 2],
    weeklyShifts: [
      [],
      day('10:00', '19:00'),
      day('10:00', '19:00'),
      [],
      [],
      [],
      day('09:00', '24:00'),
    ],
    weeklyBreaks: [[], day('12:00', '13:00'), [], [], [], [], []],
  };

  it('builds a request the contracts accept', () => {
    expect(validateOperatorForm(values)).toEqual({});
    const request = operatorRequest(values);
    expect(request).toMatchObject({ displayName: 'Amy', title: null, introduction: null });
    expect(contracts.ZOperatorInput.safeParse(request).success).toBe(true);
    expect(contracts.ZUpdateOperatorRequest.safeParse(request).success).toBe(true);
  });

  it('refuses breaks outside the shifts', () => {
    expect(
      validateOperatorForm({
        ...values,
        weeklyBreaks: [day('12:00', '13:00'), [], [], [], [], [], []],
      }),
    ).toEqual({ weeklyBreaks: '休息時間需在當天的班表時段內' });
  });

  it('refuses overlapping shifts', () => {
    const shifts = values.weeklyShifts.map((d, i) =>
      i === 1 ? [...d, { start: '18:00', end: '20:00' }] : d,
    );
    expect(validateOperatorForm({ ...values, weeklyShifts: shifts }).weeklyShifts).toBeDefined();
  });
});
