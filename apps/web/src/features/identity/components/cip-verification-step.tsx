import { Anchor, Button, List, Loader, Stack, Text } from '@mantine/core';
import { callInNumber } from '@haoyue/contracts';
import { IconPhone } from '../../../ui/icons';
import { useCallInStatus } from '../api/get-call-in-status';
import { useStartCallIn } from '../api/start-call-in';
import { enteredPhoneLabel } from '../lib/phone-display';
import { errorMessage, StepError, usePhoneSignIn, type StepProps } from './step-parts';
import { useOnce } from './use-once';

const INSTRUCTIONS = [
  '請於 3 分鐘內，使用您輸入的手機號碼撥打上方號碼',
  '本服務不會接聽，因此不會產生通話費用',
  '驗證完成後請直接掛斷',
  '請開啟來電顯示，否則無法驗證',
  '若忙線請稍後再撥',
];

/** Phone-call verification: call the shown number from the entered phone, polled each second. */
export function CipVerificationStep({ state, dispatch }: StepProps) {
  const phoneNumber = state.phone?.phoneNumber ?? '';
  const start = useStartCallIn(phoneNumber);
  const dialNumber = start.data?.dialNumber;
  const status = useCallInStatus(phoneNumber, start.data?.expiresAt, Boolean(dialNumber));
  const login = usePhoneSignIn(dispatch);

  // Ask for a dial number on arrival.
  useOnce(true, () => start.mutate());

  // Sign in once the call is seen.
  const verified = status.data?.verified === true;
  const validNumber = status.data?.validNumber ?? phoneNumber;
  useOnce(verified, () => login.mutate({ provider: 'cip', phoneNumber: validNumber }));

  const call = dialNumber ? callInNumber(dialNumber) : null;
  return (
    <Stack gap="md">
      <Text size="sm">
        請使用{' '}
        <Text span fw={700} data-testid="login-phone">
          {state.phone ? enteredPhoneLabel(state.phone) : ''}
        </Text>{' '}
        撥打以下號碼完成驗證：
      </Text>
      {call ? (
        <Button
          component="a"
          href={call.href}
          size="lg"
          fullWidth
          leftSection={<IconPhone size={20} />}
          data-testid="cip-dial"
        >
          {call.display}
        </Button>
      ) : start.isPending ? (
        <Stack align="center" py="sm" role="status" aria-label="正在取得驗證電話號碼">
          <Loader size="sm" />
        </Stack>
      ) : null}
      <StepError message={errorMessage(start.error) ?? errorMessage(login.error)} />
      {start.isError && (
        <Button variant="light" onClick={() => start.mutate()}>
          重新取得號碼
        </Button>
      )}
      <List size="sm" spacing={4} data-testid="cip-instructions">
        {INSTRUCTIONS.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {(verified || login.isPending) && (
        <Text size="sm" c="teal.9" role="status">
          驗證成功，登入中…
        </Text>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => dispatch({ type: 'cipUnavailable' })}
      >
        無法用電話驗證？改用簡訊驗證
      </Anchor>
    </Stack>
  );
}
