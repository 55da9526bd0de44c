import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SMS_CODE_LENGTH, SMS_CODE_MESSAGE, SMS_CODE_PATTERN } from '@haoyue/contracts';
import { useState } from 'react';
import { checks } from '../../../lib/form-checks';
import { ApiError } from '../../../lib/http';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useCountdown } from '../hooks/use-countdown';
import { codeChannel, reusableCode } from '../lib/login-machine';
import { enteredPhoneLabel } from '../lib/phone-display';
import { errorMessage, StepError, usePhoneSignIn, type StepProps } from './step-parts';
import { useOnce } from './use-once';

const CODE_CHECKS = checks(({ code }: { code: string }) => ({
  code: !SMS_CODE_PATTERN.test(code) && SMS_CODE_MESSAGE,
}));

/** Sends a six-digit code on arrival and signs in with it; resend after a countdown. */
export function SmsVerificationStep({ state, dispatch }: StepProps) {
  const phoneNumber = state.phone?.phoneNumber ?? '';
  const useWhatsapp = codeChannel(state.providers) === 'whatsapp';
  const sent = state.sentCode?.phoneNumber === phoneNumber ? state.sentCode : null;
  const form = useContractForm({ initialValues: { code: '' }, schema: CODE_CHECKS });
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(Math.max(retryAt ?? 0, sent?.resendAt ?? 0) || null);

  const send = useSendVerificationCode(phoneNumber, useWhatsapp, {
    onSuccess: (result) => {
      const now = Date.now();
      dispatch({
        type: 'codeSent',
        code: {
          phoneNumber,
          verificationId: result.verificationId,
          channel: result.channel,
          expiresAt: Date.parse(result.expiresAt) || now + 10 * 60_000,
          resendAt: now + result.resendAfterSeconds * 1000,
        },
      });
      form.setFieldValue('code', '');
    },
    onError: (error) => {
      // Rate limited: the resend button counts down to when the server will accept it.
      if (error instanceof ApiError && error.retryAfterSeconds) {
        setRetryAt(Date.now() + error.retryAfterSeconds * 1000);
      }
    },
  });

  const verify = usePhoneSignIn(dispatch);

  // Send on arrival unless a code sent to this number earlier still works.
  useOnce(true, () => {
    if (!reusableCode(state, Date.now())) send.mutate(false);
  });

  const submit = form.onSubmit(({ code }) => {
    if (sent) verify.mutate({ provider: 'sms', verificationId: sent.verificationId, code });
  });

  const channel = sent?.channel ?? (useWhatsapp ? 'whatsapp' : 'sms');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} data-testid="sms-hint">
            {send.isPending
              ? '正在傳送驗證碼…'
              : sent
                ? channel === 'whatsapp'
                  ? '驗證碼已透過 WhatsApp 傳送'
                  : '驗證碼已透過簡訊傳送'
                : '驗證碼尚未送出'}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="login-phone">
              {state.phone ? enteredPhoneLabel(state.phone) : ''}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                dispatch({ type: 'jump', step: state.smsMode ? 'smsPhoneInput' : 'phoneInput' })
              }
            >
              更換號碼
            </Anchor>
          </Group>
        </div>
        <TextInput
          label="驗證碼"
          description="請輸入收到的 6 位數驗證碼"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          value={form.values.code}
          onChange={(event) =>
            form.setFieldValue(
              'code',
              event.currentTarget.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH),
            )
          }
          error={form.errors.code}
          data-autofocus
          autoFocus
        />
        <StepError message={errorMessage(verify.error) ?? errorMessage(send.error)} />
        <Button type="submit" fullWidth loading={verify.isPending} disabled={!sent}>
          驗證
        </Button>
        <Button
          variant="subtle"
          fullWidth
          disabled={secondsLeft > 0 || send.isPending}
          onClick={() => {
            verify.reset();
            send.mutate(true);
          }}
        >
          {secondsLeft > 0 ? `重新發送（${secondsLeft} 秒）` : '重新發送'}
        </Button>
      </Stack>
    </form>
  );
}
