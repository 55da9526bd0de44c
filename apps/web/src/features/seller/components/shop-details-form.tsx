import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { TBookingRules, TCity, TCountry, TIndustry, TSellerShop } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDuration } from '../../../lib/duration';
import { useCreateShop } from '../api/create-shop';
import { useUpdateShop } from '../api/update-shop';
import { formLevelError, numberOrNaN, useFormState } from '../lib/form-state';
import {
  BOOKING_RULE_LIMITS,
  shopFormValues,
  shopRequest,
  validateShopForm,
  type ShopFormValues,
} from '../lib/shop-form';
import { ErrorAlert, IdSelect, LongTextInput } from './form-parts';
import { SlugField } from './slug-field';

/** Reference data the form chooses from; the route loads it (it belongs to other features). */
export interface ShopPlaceOptions {
  countries: TCountry[];
  industries: TIndustry[];
  /** How to load a country's cities (key and fetcher). */
  citiesQuery: (countryId: number) => {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<TCity[]>;
  };
}

/** Props of {@link ShopDetailsForm}. */
export interface ShopDetailsFormProps extends ShopPlaceOptions {
  sellerId: number;
  /** The shop to edit; null creates one. */
  shop: TSellerShop | null;
  onSaved?: (shop: TSellerShop) => void;
}

const RULE_FIELDS: {
  key: Exclude<keyof TBookingRules, 'reminderMinutesBefore'>;
  label: string;
  unit: '分鐘' | '天';
  hint: string;
}[] = [
  { key: 'slotMinutes', label: '預約時段間隔', unit: '分鐘', hint: '可預約的開始時間每隔多久一個' },
  { key: 'minLeadMinutes', label: '最晚提前預約', unit: '分鐘', hint: '顧客至少要提前多久預約' },
  { key: 'maxAdvanceDays', label: '最早可預約', unit: '天', hint: '顧客最多可預約幾天後' },
  {
    key: 'cancelCutoffMinutes',
    label: '取消期限',
    unit: '分鐘',
    hint: '開始前多久以內不可線上取消',
  },
  {
    key: 'rescheduleCutoffMinutes',
    label: '改期期限',
    unit: '分鐘',
    hint: '開始前多久以內不可線上改期',
  },
];

function ruleDescription(value: number | null, unit: '分鐘' | '天', hint: string): string {
  if (typeof value !== 'number') return hint;
  return unit === '分鐘' && value >= 60 ? `${hint}（${formatDuration(value)}）` : hint;
}

/**
 * A shop's details and booking rules: create, or edit in one PATCH. Field errors show under
 * their fields, including those the API names (a slug taken meanwhile, for example).
 */
export function ShopDetailsForm({
  sellerId,
  shop,
  countries,
  industries,
  citiesQuery,
  onSaved,
}: ShopDetailsFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useFormState<ShopFormValues>(
    () => {
      const initial = shopFormValues(shop);
      if (initial.countryId === null) {
        initial.countryId =
          countries.find((c) => c.isoCode === 'TW')?.id ?? countries[0]?.id ?? null;
      }
      return initial;
    },
    { onChange: () => setSaved(false) },
  );
  const { values, errors, set } = form;
  const create = useCreateShop(sellerId);
  const update = useUpdateShop(sellerId, shop?.id ?? 0);
  const mutation = shop ? update : create;
  const citiesOf = citiesQuery(values.countryId ?? 0);
  const cities = useQuery({
    queryKey: citiesOf.queryKey,
    queryFn: ({ signal }) => citiesOf.queryFn({ signal }),
    enabled: values.countryId !== null,
    staleTime: 60 * 60_000,
  });
  const country = countries.find((c) => c.id === values.countryId);

  // Booking rules are one value of the form; the API names their errors `bookingRules.<rule>`.
  const setRule = <K extends keyof TBookingRules>(key: K, value: TBookingRules[K]) => {
    form.setValues((v) => ({ ...v, rules: { ...v.rules, [key]: value } }));
    form.setErrors((e) => ({ ...e, [`bookingRules.${key}`]: undefined }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateShopForm)) return;
    mutation.mutate(shopRequest(values), {
      onSuccess: (result) => {
        setSaved(true);
        onSaved?.(result);
      },
      onError: (error) => form.showFieldError(error),
    });
  };

  const states = new Map((country?.states ?? []).map((s) => [s.id, s.name]));
  const cityOptions = groupCities(cities.data ?? [], states);
  const apiError = formLevelError(mutation.error);

  return (
    <form onSubmit={submit} noValidate data-testid="shop-details-form">
      <Stack gap="lg">
        <Fieldset legend="基本資料" variant="unstyled">
          <Stack gap="sm">
            <TextInput
              label="店名"
              required
              maxLength={60}
              {...form.textProps('displayName')}
              data-testid="shop-name"
            />
            <SlugField
              sellerId={sellerId}
              shopId={shop?.id ?? null}
              value={values.urlSlug}
              onChange={(v) => set('urlSlug', v)}
              error={errors.urlSlug}
            />
            <IdSelect
              label="行業類別"
              required
              placeholder="請選擇"
              items={industries}
              value={values.industryId}
              onChange={(id) => set('industryId', id)}
              error={errors.industryId}
              data-testid="shop-industry"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <IdSelect
                label="國家／地區"
                required
                allowDeselect={false}
                items={countries}
                value={values.countryId}
                onChange={(id) => {
                  set('countryId', id);
                  set('cityId', null);
                }}
                data-testid="shop-country"
              />
              <IdSelect
                label="城市"
                required
                searchable
                placeholder={cities.isPending ? '載入中…' : '請選擇'}
                nothingFoundMessage="找不到城市"
                data={cityOptions}
                value={values.cityId}
                onChange={(id) => set('cityId', id)}
                error={errors.cityId}
                data-testid="shop-city"
              />
            </SimpleGrid>
            <TextInput
              label="地址"
              required
              maxLength={200}
              {...form.textProps('address')}
              data-testid="shop-address"
            />
            <TextInput
              label="電話"
              type="tel"
              placeholder="02-2771-0000"
              {...form.textProps('phoneNumber')}
              data-testid="shop-phone"
            />
            <LongTextInput
              label="店家介紹"
              minRows={3}
              maxRows={10}
              maxLength={2000}
              {...form.textProps('introduction')}
              data-testid="shop-introduction"
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="預約規則" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {RULE_FIELDS.map(({ key, label, unit, hint }) => (
              <NumberInput
                key={key}
                label={label}
                description={ruleDescription(values.rules[key], unit, hint)}
                suffix={` ${unit}`}
                min={BOOKING_RULE_LIMITS[key][0]}
                max={BOOKING_RULE_LIMITS[key][1]}
                allowDecimal={false}
                allowNegative={false}
                value={values.rules[key]}
                onChange={(v) => setRule(key, numberOrNaN(v))}
                error={errors[`bookingRules.${key}`]}
                data-testid={`rule-${key}`}
              />
            ))}
            <Stack gap={6}>
              <Switch
                label="預約前提醒顧客"
                checked={values.rules.reminderMinutesBefore !== null}
                onChange={(e) =>
                  setRule('reminderMinutesBefore', e.currentTarget.checked ? 1440 : null)
                }
                mt={4}
              />
              {values.rules.reminderMinutesBefore !== null && (
                <NumberInput
                  aria-label="提前提醒分鐘數"
                  description={ruleDescription(
                    values.rules.reminderMinutesBefore,
                    '分鐘',
                    '開始前多久傳送提醒',
                  )}
                  suffix=" 分鐘"
                  min={10}
                  max={10080}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.rules.reminderMinutesBefore}
                  onChange={(v) => setRule('reminderMinutesBefore', numberOrNaN(v))}
                  error={errors['bookingRules.reminderMinutesBefore']}
                />
              )}
            </Stack>
          </SimpleGrid>
        </Fieldset>

        <ErrorAlert error={apiError} />
        {form.hasErrors && !apiError && (
          <Alert color="red" role="alert">
            請修正標示的欄位後再儲存。
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {saved && shop && (
            <span role="status" style={{ color: 'var(--mantine-color-teal-8)' }}>
              已儲存
            </span>
          )}
          <Button type="submit" loading={mutation.isPending} data-testid="shop-save">
            {shop ? '儲存' : '建立店家'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** City options grouped by state when the country has states. */
function groupCities(cities: TCity[], states: Map<number, string>) {
  if (states.size === 0) return cities.map((c) => ({ value: String(c.id), label: c.name }));
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const city of cities) {
    const group = (city.stateId !== null && states.get(city.stateId)) || '其他';
    const list = groups.get(group) ?? [];
    list.push({ value: String(city.id), label: city.name });
    groups.set(group, list);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
