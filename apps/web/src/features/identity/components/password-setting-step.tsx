import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@haoyue/contracts';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateMe } from '../api/update-me';
import { newPasswordFaults } from '../lib/new-password';
import { errorMessage, StepError, type StepProps } from './step-parts';

const PASSWORD_CHECKS = checks(newPasswordFaults);

/**
 * After a code or call sign-in: a password for quicker sign-ins next time, or later (the
 * visitor is signed in already; 個人資料 sets it any time).
 */
export function PasswordSettingStep({ dispatch }: StepProps) {
  const form = useContractForm({
    initialValues: { password: '', passwordConfirmation: '' },
    schema: PASSWORD_CHECKS,
  });
  const save = useUpdateMe({ onSuccess: () => dispatch({ type: 'passwordSaved' }) });
  const submit = form.onSubmit((values) => save.mutate(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">驗證成功！請設定密碼，下次只要輸入手機號碼與密碼即可快速登入。</Text>
        <PasswordInput
          label="新密碼"
          description={`至少 ${PASSWORD_MIN_LENGTH} 個字元`}
          autoComplete="new-password"
          {...form.getInputProps('password')}
          data-autofocus
          autoFocus
        />
        <PasswordInput
          label="確認密碼"
          autoComplete="new-password"
          {...form.getInputProps('passwordConfirmation')}
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
