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
import { useState } from 'react';
import { useCreateShop } from '../api/create-shop';
import { useUpdateShop } from '../api/update-shop';
import { formatMinutesAs } from '../lib/duration-units';
import { formLevelError, typedNumber, useContractForm } from '../../../lib/use-contract-form';
import {
  BOOKING_RULE_LIMITS,
  shopFormSchema,
  shopFormValues,
  shopRequest,
  type ShopFormValues,
} from '../lib/shop-form';
import { DurationInput } from './duration-input';
import { ErrorAlert, IdSelect, LongTextInput } from '../../../ui/seller-dashboard/form-parts';
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
  /** Values a new shop starts with (the sign-up wizard's suggestions). */
  initialValues?: Partial<ShopFormValues>;
  /** Shows the booking rules (default); the sign-up wizard leaves them at their defaults. */
  withBookingRules?: boolean;
  /** The create button's text (default 建立店家). */
  createLabel?: string;
}

/** A length stored in minutes, in words (`2 小時`), or null while it is not a number. */
function inWords(minutes: number | null): string | null {
  return typeof minutes === 'number' && Number.isFinite(minutes) ? formatMinutesAs(minutes) : null;
}

/** What a cut-off means, in plain words: 預約開始前 2 小時內不可取消. */
function cutoffSentence(minutes: number, action: '取消' | '改期'): string {
  const words = inWords(minutes);
  if (words === null) return `預約開始前多久以內不可線上${action}`;
  return minutes === 0 ? `預約開始前都可線上${action}` : `預約開始前 ${words}內不可${action}`;
}

/**
 * The shop's own industry when the platform has hidden it: it is not in the public list the
 * form chooses from, yet the shop keeps it until its seller picks another.
 */
function hiddenIndustry(industries: TIndustry[], shop: TSellerShop | null): TIndustry | null {
  const own = shop?.industry;
  return own && !industries.some((i) => i.id === own.id) ? own : null;
}

/** The industries to choose from: the public list, plus the shop's own hidden one, so named. */
function industryChoices(industries: TIndustry[], shop: TSellerShop | null): TIndustry[] {
  const hidden = hiddenIndustry(industries, shop);
  return hidden
    ? [...industries, { ...hidden, name: `${hidden.name}（已不開放選擇）` }]
    : industries;
}

/** Units the lead time and cut-offs are typed in; reminders are set in hours or days. */
const ANY_UNIT = ['minute', 'hour', 'day'] as const;
const HOURS_OR_DAYS = ['hour', 'day'] as const;

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
  initialValues,
  withBookingRules = true,
  createLabel = '建立店家',
}: ShopDetailsFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    initialValues: startValues(shop, initialValues, countries),
    schema: shopFormSchema,
    toBody: shopRequest,
    // The API names the rules' errors `bookingRules.<rule>`; the form keeps them as `rules`.
    fieldOf: { bookingRules: 'rules' },
    onValuesChange: () => setSaved(false),
  });
  const { values, errors } = form;
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

  const setRule = <K extends keyof TBookingRules>(key: K, value: TBookingRules[K]) =>
    form.setFieldValue(`rules.${key}`, value as never);
  const ruleError = (key: keyof TBookingRules) => errors[`rules.${key}`];
  // A rule field's value, change and error, as getInputProps gives a top-level field. A
  // NumberInput hands '' while emptied, which typedNumber keeps invalid.
  const ruleInput = (key: Exclude<keyof TBookingRules, 'reminderMinutesBefore'>) => ({
    value: values.rules[key],
    onChange: (v: number | string) => setRule(key, typedNumber(v)),
    error: ruleError(key),
  });
  // A rule counted in whole steps (minutes of a slot, days ahead), within the API's limits.
  const wholeRuleInput = (key: 'slotMinutes' | 'maxAdvanceDays') => ({
    min: BOOKING_RULE_LIMITS[key][0],
    max: BOOKING_RULE_LIMITS[key][1],
    allowDecimal: false,
    allowNegative: false,
    ...ruleInput(key),
    'data-testid': `rule-${key}`,
  });
  // A rule of time before a booking, in minutes, hours or days as the seller says it.
  const durationRuleInput = (
    key: 'minLeadMinutes' | 'cancelCutoffMinutes' | 'rescheduleCutoffMinutes',
  ) => ({ units: ANY_UNIT, ...ruleInput(key), testId: `rule-${key}` });

  const submit = form.onSubmit(() => {
    mutation.mutate(form.body(), {
      onSuccess: (result) => {
        setSaved(true);
        onSaved?.(result);
      },
      onError: (error) => form.showFieldError(error),
    });
  });

  const states = new Map((country?.states ?? []).map((s) => [s.id, s.name]));
  const cityOptions = groupCities(cities.data ?? [], states);
  const apiError = formLevelError(mutation.error);

  return (
    <form onSubmit={submit} noValidate data-testid="shop-details-form">
      <Stack gap="lg">
        <Fieldset legend="基本資料" variant="unstyled">
          <Stack gap="sm">
            <TextInput label="店名" required {...form.field('displayName', 'shop-name')} />
            <SlugField
              sellerId={sellerId}
              shopId={shop?.id ?? null}
              value={values.urlSlug}
              onChange={(v) => form.setFieldValue('urlSlug', v)}
              error={errors.urlSlug}
            />
            <IdSelect
              label="行業類別"
              required
              placeholder="請選擇"
              items={industryChoices(industries, shop)}
              description={
                hiddenIndustry(industries, shop) &&
                '這個行業類別已不開放新店家選擇；保留即可照常營業，改選其他類別後將無法再選回。'
              }
              value={values.industryId}
              onChange={(id) => form.setFieldValue('industryId', id)}
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
                  form.setFieldValue('countryId', id);
                  form.setFieldValue('cityId', null);
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
                onChange={(id) => form.setFieldValue('cityId', id)}
                error={errors.cityId}
                data-testid="shop-city"
              />
            </SimpleGrid>
            <TextInput label="地址" required {...form.field('address', 'shop-address')} />
            <TextInput
              label="電話"
              type="tel"
              placeholder="02-2771-0000"
              {...form.field('phoneNumber', 'shop-phone')}
            />
            <LongTextInput
              label="店家介紹"
              minRows={3}
              maxRows={10}
              {...form.field('introduction', 'shop-introduction')}
            />
          </Stack>
        </Fieldset>

        {withBookingRules && (
          <Fieldset legend="預約規則" variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label="預約時段間隔"
                description={`開始時間每 ${values.rules.slotMinutes || '…'} 分鐘一個`}
                suffix=" 分鐘"
                {...wholeRuleInput('slotMinutes')}
              />
              <DurationInput
                label="最少提前預約時間"
                description={
                  inWords(values.rules.minLeadMinutes) === null
                    ? '顧客最少要提前多久預約'
                    : `顧客最少提前 ${inWords(values.rules.minLeadMinutes)}預約`
                }
                {...durationRuleInput('minLeadMinutes')}
              />
              <NumberInput
                label="最多可預約天數"
                description={
                  Number.isFinite(values.rules.maxAdvanceDays)
                    ? `顧客最多可預約 ${values.rules.maxAdvanceDays} 天內的時段`
                    : '顧客最多可預約幾天內的時段'
                }
                suffix=" 天"
                {...wholeRuleInput('maxAdvanceDays')}
              />
              <DurationInput
                label="取消期限"
                description={cutoffSentence(values.rules.cancelCutoffMinutes, '取消')}
                {...durationRuleInput('cancelCutoffMinutes')}
              />
              <DurationInput
                label="改期期限"
                description={cutoffSentence(values.rules.rescheduleCutoffMinutes, '改期')}
                {...durationRuleInput('rescheduleCutoffMinutes')}
              />
              <Stack gap={6}>
                <Switch
                  label="預約前提醒顧客"
                  checked={values.rules.reminderMinutesBefore !== null}
                  onChange={(e) =>
                    setRule('reminderMinutesBefore', e.currentTarget.checked ? 1440 : null)
                  }
                  mt={4}
                  data-testid="rule-reminder-toggle"
                />
                {values.rules.reminderMinutesBefore !== null && (
                  <DurationInput
                    label="提前多久提醒"
                    description={
                      inWords(values.rules.reminderMinutesBefore) === null
                        ? '預約開始前多久傳送提醒'
                        : `預約開始前 ${inWords(values.rules.reminderMinutesBefore)}傳送提醒`
                    }
                    units={HOURS_OR_DAYS}
                    value={values.rules.reminderMinutesBefore}
                    onChange={(v) => setRule('reminderMinutesBefore', v)}
                    error={ruleError('reminderMinutesBefore')}
                    testId="rule-reminderMinutesBefore"
                  />
                )}
              </Stack>
            </SimpleGrid>
          </Fieldset>
        )}

        <ErrorAlert error={apiError} />
        {Object.keys(errors).length > 0 && !apiError && (
          <Alert color="red" role="alert">
            請修正標示的欄位後再儲存。
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {saved && shop && (
            <span role="status" style={{ color: 'var(--mantine-color-teal-9)' }}>
              已儲存
            </span>
          )}
          <Button type="submit" loading={mutation.isPending} data-testid="shop-save">
            {shop ? '儲存' : createLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's first values: the shop's, or a new one's in Taiwan (or the first country). */
function startValues(
  shop: TSellerShop | null,
  initialValues: Partial<ShopFormValues> | undefined,
  countries: TCountry[],
): ShopFormValues {
  const initial = { ...shopFormValues(shop), ...(shop ? {} : initialValues) };
  if (initial.countryId === null) {
    initial.countryId = countries.find((c) => c.isoCode === 'TW')?.id ?? countries[0]?.id ?? null;
  }
  return initial;
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
