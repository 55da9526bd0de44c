import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { formatPhoneMask, joinPhoneNumber } from '@haoyue/contracts';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCheckPhone } from '../api/check-phone';
import { TAIWAN_DIAL_CODE, useDialCodes } from '../api/get-dial-codes';
import { errorMessage, StepError, type StepProps } from './step-parts';
import { visitorCountryCode } from '../../../lib/location-store';

// Shorter than any mobile number anywhere: surely a typo, not worth a round trip (the API
// checks the number itself).
const MIN_DIGITS = 6;
const PHONE_CHECKS = checks(({ digits }: { digits: string }) => ({
  digits: digits.length < MIN_DIGITS && '請輸入手機號碼',
}));

/** Country and phone number; the SMS phone input (SMS-verification mode) reuses it. */
export function PhoneInputStep({ state, dispatch }: StepProps) {
  const dialCodes = useDialCodes();
  const countries = dialCodes.data?.length ? dialCodes.data : [TAIWAN_DIAL_CODE];
  const form = useContractForm({
    initialValues: {
      // The number's country starts as the visitor's (the area they browse, or where they were
      // placed), so a Hong Kong visitor is not offered +886; Taiwan when that is not one we list.
      isoCode: state.phone?.country.isoCode ?? visitorCountryCode(),
      digits: state.phone?.national ?? '',
    },
    schema: PHONE_CHECKS,
  });
  const { isoCode, digits } = form.values;
  const country = countries.find((c) => c.isoCode === isoCode) ?? countries[0] ?? TAIWAN_DIAL_CODE;

  const check = useCheckPhone({
    onSuccess: (result) =>
      dispatch({
        type: 'phoneChecked',
        phone: {
          country: { name: country.name, dialCode: country.dialCode, isoCode: country.isoCode },
          national: digits,
          phoneNumber: result.phoneNumber,
        },
        isRegistered: result.isRegistered,
        providers: result.providers,
      }),
  });

  const submit = form.onSubmit(() =>
    check.mutate({
      phoneNumber: joinPhoneNumber(country.dialCode, digits),
      countryCode: country.isoCode,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {state.smsMode
            ? '請輸入要接收驗證碼的手機號碼，我們將以簡訊傳送驗證碼。'
            : '輸入手機號碼以登入；第一次使用將為您建立帳號。'}
        </Text>
        <NativeSelect
          label="國家／地區"
          value={country.isoCode}
          onChange={(event) => form.setFieldValue('isoCode', event.currentTarget.value)}
          data={countries.map((c) => ({ value: c.isoCode, label: `${c.name} ${c.dialCode}` }))}
        />
        <TextInput
          label="手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country.isoCode === 'TW' ? '(09x) xxx - xxxx' : undefined}
          value={formatPhoneMask(digits)}
          onChange={(event) =>
            form.setFieldValue('digits', event.currentTarget.value.replace(/\D/g, '').slice(0, 10))
          }
          error={form.errors.digits}
          data-autofocus
          autoFocus
        />
        <StepError message={errorMessage(check.error) ?? state.notice} />
        <Button type="submit" fullWidth loading={check.isPending}>
          下一步
        </Button>
      </Stack>
    </form>
  );
}
