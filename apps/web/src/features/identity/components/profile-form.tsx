import {
  Alert,
  Button,
  Divider,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type TUser, formatPhoneNumber } from '@haoyue/contracts';
import type { ChangeEvent } from 'react';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateMe } from '../api/update-me';
import {
  GENDER_OPTIONS,
  profileFormValues,
  toUpdateRequest,
  validateProfile,
  type ProfileFormValues,
} from '../lib/profile-form';

// Local calendar date: a birth date is a date, not an instant.
function todayIso(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const PROFILE_CHECKS = checks((values: ProfileFormValues) => validateProfile(values, todayIso()));

/** The editable profile: names, contact e-mail, gender, birth date and a new password. */
export function ProfileForm({ user }: { user: TUser }) {
  const form = useContractForm({
    initialValues: profileFormValues(user),
    schema: PROFILE_CHECKS,
    toBody: toUpdateRequest,
  });
  const save = useUpdateMe({
    onSuccess: () => form.setValues({ password: '', passwordConfirmation: '' }),
  });

  const field = (key: Exclude<keyof ProfileFormValues, 'smsMarketingOptIn'>) => ({
    ...form.getInputProps(key),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      form.setFieldValue(key, event.currentTarget.value);
      // An edit after saving makes "已儲存" untrue.
      if (save.isSuccess) save.reset();
    },
  });

  const submit = form.onSubmit(() => save.mutate(form.body()));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="顯示名稱" autoComplete="name" maxLength={50} {...field('displayName')} />
        <TextInput label="暱稱" autoComplete="nickname" maxLength={50} {...field('nickname')} />
        <TextInput
          label="聯絡信箱"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('contactEmail')}
        />
        <NativeSelect label="性別" data={GENDER_OPTIONS} {...field('gender')} />
        <TextInput label="生日" type="date" max={todayIso()} {...field('birthDate')} />
        {user.phoneNumber && (
          <div>
            <Text size="sm" fw={500}>
              手機號碼
            </Text>
            <Text size="sm" c="dimmed" data-testid="profile-phone">
              {formatPhoneNumber(user.phoneNumber)}
            </Text>
          </div>
        )}
        <Switch
          label="接收好約的簡訊優惠通知"
          description="偶爾以簡訊寄送平台優惠與活動，可隨時關閉。"
          data-testid="profile-sms-opt-in"
          checked={form.getValues().smsMarketingOptIn}
          onChange={(event) => {
            form.setFieldValue('smsMarketingOptIn', event.currentTarget.checked);
            if (save.isSuccess) save.reset();
          }}
        />

        <Divider my="xs" />
        <div>
          <Title order={2} size="h4">
            {user.hasPassword ? '變更密碼' : '設定密碼'}
          </Title>
          <Text size="sm" c="dimmed">
            {user.hasPassword ? '不需變更請留空。' : '設定密碼後，下次可用手機號碼與密碼登入。'}
          </Text>
        </div>
        <PasswordInput label="新密碼" autoComplete="new-password" {...field('password')} />
        <PasswordInput
          label="確認密碼"
          autoComplete="new-password"
          {...field('passwordConfirmation')}
        />

        {save.isError && (
          <Alert color="red" variant="light" p="xs">
            {save.error.message}
          </Alert>
        )}
        {save.isSuccess && (
          <Text c="teal.9" fw={600} role="status" data-testid="profile-saved">
            已儲存
          </Text>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          儲存
        </Button>
      </Stack>
    </form>
  );
}
