import { formatPhoneNumber } from '@haoyue/contracts';
import {
  Group,
  Loader,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFindCustomers } from '../api/find-customers';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import type { CustomerChoice } from '../lib/walk-in-form';
import { customerQuery, toE164 } from '../lib/customer-phone';

/** Props of {@link CustomerPicker}. */
export interface CustomerPickerProps {
  value: CustomerChoice;
  onChange: (value: CustomerChoice) => void;
  /** Field errors to show (new customer's name or phone). */
  errors?: { displayName?: string | null; phone?: string | null };
}

/**
 * Finds a returning customer by phone (or name), or takes a new one's name and optional phone.
 * Typing a number nobody has offers to create that customer with it.
 */
export function CustomerPicker({ value, onChange, errors }: CustomerPickerProps) {
  const { sellerId } = useCalendar();
  const search = value.mode === 'existing' ? value.search : '';
  const [debounced] = useDebouncedValue(search, 300);
  const query = customerQuery(debounced);
  const found = useFindCustomers(sellerId, value.mode === 'existing' ? query : null);

  return (
    <Stack gap="xs" data-testid="calendar-customer">
      <SegmentedControl
        fullWidth
        value={value.mode}
        onChange={(mode) =>
          onChange(
            mode === 'new'
              ? { mode: 'new', displayName: '', phone: toE164(search) ? search : '' }
              : { mode: 'existing', search: '', customer: null },
          )
        }
        data={[
          { value: 'existing', label: '既有顧客' },
          { value: 'new', label: '新顧客' },
        ]}
        data-testid="calendar-customer-mode"
      />
      {value.mode === 'existing' ? (
        <>
          <TextInput
            label="以手機號碼或姓名搜尋"
            placeholder="例如 0912-345-678"
            value={value.search}
            onChange={(e) =>
              onChange({ mode: 'existing', search: e.currentTarget.value, customer: null })
            }
            rightSection={found.isFetching ? <Loader size="xs" /> : null}
            inputMode="search"
            data-testid="calendar-customer-search"
          />
          {query && found.data && found.data.length === 0 && !found.isFetching && (
            <Text size="sm" c="dimmed" data-testid="calendar-customer-none">
              找不到這位顧客。
              <UnstyledButton
                c="coral.7"
                fz="sm"
                onClick={() =>
                  onChange({
                    mode: 'new',
                    displayName: '',
                    phone: 'phoneNumber' in query ? value.search : '',
                  })
                }
              >
                建立新顧客
              </UnstyledButton>
            </Text>
          )}
          {found.isError && (
            <Text size="sm" c="red" role="alert">
              {found.error.message}
            </Text>
          )}
          {found.data && found.data.length > 0 && (
            <Radio.Group
              value={value.customer ? String(value.customer.id) : null}
              onChange={(id) =>
                onChange({
                  ...value,
                  customer: found.data.find((c) => String(c.id) === id) ?? null,
                })
              }
              aria-label="選擇顧客"
            >
              <Stack gap={6}>
                {found.data.map((c) => (
                  <Radio
                    key={c.id}
                    value={String(c.id)}
                    label={
                      <Group gap="xs">
                        <Text size="sm" fw={500}>
                          {c.displayName ?? '未留姓名'}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {formatPhoneNumber(c.phoneNumber)}
                        </Text>
                      </Group>
                    }
                    data-testid="calendar-customer-option"
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </>
      ) : (
        <>
          <TextInput
            label="顧客姓名"
            required
            value={value.displayName}
            onChange={(e) => onChange({ ...value, displayName: e.currentTarget.value })}
            maxLength={50}
            error={errors?.displayName}
            data-testid="calendar-customer-name"
          />
          <TextInput
            label="手機號碼（選填）"
            placeholder="0912-345-678 或 +852…"
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.currentTarget.value })}
            inputMode="tel"
            error={errors?.phone}
            data-testid="calendar-customer-phone"
          />
        </>
      )}
    </Stack>
  );
}
