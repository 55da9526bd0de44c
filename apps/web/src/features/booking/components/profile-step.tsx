import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TFormItem } from '@haoyue/contracts';
import type { ChangeEvent } from 'react';
import {
  GENDER_OPTIONS,
  type BookingFormErrors,
  type BookingFormValues,
  type FormKey,
} from '../lib/booking-form';
import { NOTE_MAX_LENGTH } from '../lib/order-labels';

/** Props of {@link ProfileFields}. */
export interface ProfileFieldsProps {
  items: TFormItem[];
  values: BookingFormValues;
  errors: BookingFormErrors;
  onChange: (key: FormKey, value: string) => void;
  /** The latest date a birth date may be (`YYYY-MM-DD`). */
  today: string;
  /** Offered to signed-out visitors: sign in to fill the form from their profile. */
  onSignIn?: () => void;
  /** A message about the form as a whole (e.g. the API says the profile is incomplete). */
  formError?: string | null;
  /** The phone is left out for a guest: signing in at 確認預約 verifies it. */
  phoneBySignIn?: boolean;
}

function Field({
  item,
  value,
  error,
  onChange,
  today,
}: {
  item: TFormItem;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  today: string;
}) {
  const common = {
    label: item.label,
    value,
    error,
    withAsterisk: item.required,
    'data-testid': `booking-field-${item.key}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  switch (item.type) {
    case 'gender':
      return <NativeSelect {...common} data={GENDER_OPTIONS} />;
    case 'date':
      return <TextInput {...common} type="date" max={today} />;
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={item.maxLength ?? NOTE_MAX_LENGTH}
          placeholder="想說給店家的話，例如：髮長、過敏、想要的造型"
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0912 345 678"
          description="台灣以外的號碼請加國碼，例如 +852"
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={item.maxLength}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          autoComplete={item.key === 'displayName' ? 'name' : undefined}
          maxLength={item.maxLength}
        />
      );
  }
}

/** The shop's booking form: the profile fields it asks for and a note. */
export function ProfileFields({
  items,
  values,
  errors,
  onChange,
  today,
  onSignIn,
  formError,
  phoneBySignIn = false,
}: ProfileFieldsProps) {
  return (
    <Stack gap="md">
      {onSignIn && (
        <Group
          justify="space-between"
          wrap="nowrap"
          p="sm"
          bg="sand.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text size="sm">已經是會員？登入後自動帶入您的資料。</Text>
          <Button variant="light" size="compact-sm" onClick={onSignIn} style={{ flexShrink: 0 }}>
            登入
          </Button>
        </Group>
      )}
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      {items.map((item) => (
        <Field
          key={item.key}
          item={item}
          value={values[item.key] ?? ''}
          error={errors[item.key]}
          onChange={(value) => onChange(item.key, value)}
          today={today}
        />
      ))}
      {phoneBySignIn && (
        <Text size="sm" c="dimmed" data-testid="booking-phone-hint">
          手機號碼：確認預約時以手機號碼登入或註冊，預約會使用這個號碼，不用另外填寫。
        </Text>
      )}
    </Stack>
  );
}
