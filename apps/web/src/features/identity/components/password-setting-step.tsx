import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from '../../../lib/password';
import { useUpdateMe } from '../api/update-me';
import { errorMessage, StepError, type StepProps } from './step-parts';

// Form state kept hand-rolled: a step of the sign-in dialog's state machine, on public pages (no contract schema, decision 019).
/**
 * After a code or call sign-in: a password for quicker sign-ins next time, or later (the
 * visitor is signed in already; 個人資料 sets it any time).
 */
export function PasswordSettingStep({ dispatch }: StepProps) {
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateNewPassword>>({});

  const save = useUpdateMe({ onSuccess: () => dispatch({ type: 'passwordSaved' }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    if (!found.password && !found.confirmation) {
      save.mutate({ password, passwordConfirmation: confirmation });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">驗證成功！請設定密碼，下次只要輸入手機號碼與密碼即可快速登入。</Text>
        <PasswordInput
          label="新密碼"
          description={`至少 ${PASSWORD_MIN_LENGTH} 個字元`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPasswordValue(event.currentTarget.value)}
          error={errors.password}
          data-autofocus
          autoFocus
        />
        <PasswordInput
          label="確認密碼"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
        />
        <StepError message={errorMessage(save.error)} />
        <Button type="submit" fullWidth loading={save.isPending}>
          儲存密碼
        </Button>
        <Button
          variant="subtle"
          fullWidth
          disabled={save.isPending}
          onClick={() => dispatch({ type: 'passwordSkipped' })}
          data-testid="password-skip"
        >
          稍後再設定
        </Button>
      </Stack>
    </form>
  );
}
