import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSignIn } from '../api/sign-in';
import { enteredPhoneLabel } from '../lib/phone-display';
import { errorMessage, StepError, type StepProps } from './step-parts';

const PASSWORD_CHECKS = checks(({ password }: { password: string }) => ({
  password: !password && '請輸入密碼',
}));

/** A registered number signs in with its password. */
export function PasswordLoginStep({ state, dispatch }: StepProps) {
  const phone = state.phone;
  const form = useContractForm({ initialValues: { password: '' }, schema: PASSWORD_CHECKS });
  const [showWhy, setShowWhy] = useState(false);
  const whyId = useId();

  const login = useSignIn({ onSuccess: () => dispatch({ type: 'passwordAccepted' }) });

  const submit = form.onSubmit(({ password }) =>
    login.mutate({ provider: 'basic', username: phone?.phoneNumber ?? '', password }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="login-phone">
            {phone ? enteredPhoneLabel(phone) : ''}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => dispatch({ type: 'jump', step: 'phoneInput' })}
          >
            更換號碼
          </Anchor>
        </Group>
        <PasswordInput
          label="密碼"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          data-autofocus
          autoFocus
        />
        <StepError message={errorMessage(login.error) ?? state.notice} />
        <Button type="submit" fullWidth loading={login.isPending}>
          登入
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => dispatch({ type: 'forgotPassword' })}
          >
            忘記密碼？
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            aria-expanded={showWhy}
            aria-controls={whyId}
            onClick={() => setShowWhy((shown) => !shown)}
          >
            為什麼需要密碼？
          </Anchor>
        </Group>
        {showWhy && (
          <Text id={whyId} size="sm" c="dimmed" data-testid="password-why">
            設定密碼後，下次登入只要輸入手機號碼與密碼，不必再等待驗證碼。即使您是透過簡訊或電話驗證註冊，也可以用密碼快速登入；若忘記密碼，請點「忘記密碼？」重新驗證後再設定。
          </Text>
        )}
      </Stack>
    </form>
  );
}
