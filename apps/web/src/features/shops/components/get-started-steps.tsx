import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  TManagedService,
  TManagedServiceGroup,
  TSeller,
  TSellerShop,
  TWeeklyHours,
} from '@haoyue/contracts';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/money';
import { useCurrentUser } from '../../../lib/session';
import { useCreateOperator } from '../../../lib/seller-dashboard/api/create-operator';
import { useCreateSeller } from '../api/create-seller';
import { createService } from '../../../lib/seller-dashboard/api/create-service';
import { createServiceGroup } from '../../../lib/seller-dashboard/api/create-service-group';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';
import { usePutWeeklyHours } from '../../../lib/seller-dashboard/api/put-weekly-hours';
import {
  formatRange,
  isWeekValid,
  sortWeek,
  WEEKDAY_LABELS,
  type WeekRanges,
} from '../../../lib/seller-dashboard/clock';
import { checks } from '../../../lib/form-checks';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import {
  blankService,
  defaultShopHours,
  filledServices,
  validateServiceDrafts,
  type ServiceDraft,
} from '../lib/get-started';
import { toMinor } from '../../../lib/money';
import { ErrorAlert, MoneyInput } from '../../../ui/seller-dashboard/form-parts';
import { ShopDetailsForm, type ShopPlaceOptions } from './shop-details-form';
import { WeeklyHoursEditor } from '../../../ui/seller-dashboard/weekly-hours-editor';

// The steps of the seller sign-up wizard. Each saves through the API as it ends, so the wizard
// (get-started-wizard.tsx) moves on by reading back what is stored.

/**
 * The end of a step: the API's refusal of its save, then 下一步 (a submit button unless the step
 * submits on click).
 */
function NextRow({
  save,
  onClick,
}: {
  save: { error: { message: string } | null; isPending: boolean };
  onClick?: () => void;
}) {
  const action = onClick ? { onClick } : { type: 'submit' as const };
  return (
    <>
      <ErrorAlert error={save.error} />
      <Group justify="flex-end">
        <Button {...action} loading={save.isPending} data-testid="get-started-next">
          下一步
        </Button>
      </Group>
    </>
  );
}

/** Step 1a, before there is a seller: the business's name creates it. */
export function SellerNameStep() {
  // Plain rules, not the contract's schema: zod stays out of the web bundle (decision 006).
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (value) => {
        const displayName = value.trim();
        if (!displayName) return '請輸入店名';
        if (displayName.length > 60) return '店名最多 60 字';
        return null;
      },
    },
  });
  const create = useCreateSeller();
  const submit = form.onSubmit(({ name }) => create.mutate({ displayName: name.trim() }));
  return (
    <form onSubmit={submit} noValidate data-testid="get-started-seller">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          先替你的店取個名字，下一步再填地址與聯絡方式。
        </Text>
        <TextInput
          label="店名"
          required
          maxLength={60}
          placeholder="例如：小森髮廊"
          {...form.getInputProps('name')}
          data-testid="get-started-name"
        />
        <NextRow save={create} />
      </Stack>
    </form>
  );
}

/** Step 1b: the shop's details (the dashboard's shop form, without the booking rules). */
export function ShopStep({ seller, place }: { seller: TSeller; place: ShopPlaceOptions }) {
  return (
    <ShopDetailsForm
      sellerId={seller.id}
      shop={null}
      {...place}
      initialValues={{ displayName: seller.displayName, urlSlug: `shop-${seller.id}` }}
      withBookingRules={false}
      createLabel="下一步"
    />
  );
}

const HOURS_CHECKS = checks(({ week }: { week: WeekRanges }) => ({
  week: !isWeekValid(week)
    ? '請修正標示的時段後再繼續。'
    : week.every((day) => day.length === 0) && '請至少設定一天營業時間。',
}));

/** Step 2: weekly opening hours, 10:00–20:00 Tuesday to Sunday to start with. */
export function HoursStep({ sellerId, shop }: { sellerId: number; shop: TSellerShop }) {
  // The weekly-hours editor marks a bad range itself; the step says why it cannot go on.
  const form = useContractForm({
    initialValues: { week: defaultShopHours() },
    schema: HOURS_CHECKS,
  });
  const save = usePutWeeklyHours(sellerId, shop.id);
  const submit = form.onSubmit(({ week }) => save.mutate(sortWeek(week)));
  return (
    <Stack gap="md" data-testid="get-started-hours">
      <Text size="sm" c="dimmed">
        顧客只能預約營業時間內的時段。特殊休假日之後可在店家設定裡加上。
      </Text>
      <WeeklyHoursEditor
        value={form.values.week}
        onChange={(week) => form.setFieldValue('week', week)}
        testId="get-started-week"
      />
      {form.errors.week && (
        <Alert color="red" role="alert">
          {form.errors.week}
        </Alert>
      )}
      <NextRow save={save} onClick={() => submit()} />
    </Stack>
  );
}

/** lib/get-started's checks of the service rows, on the form's paths (`rows.0.name`, `rows`). */
const SERVICES_CHECKS = checks(({ rows }: { rows: ServiceDraft[] }) =>
  Object.fromEntries(
    Object.entries(validateServiceDrafts(rows)).map(([key, message]) => [
      key === 'form' ? 'rows' : `rows.${key}`,
      message,
    ]),
  ),
);

/** Step 3: at least one service (name, time, price), in the shop's first group. */
export function ServicesStep({
  sellerId,
  shop,
  groups,
}: {
  sellerId: number;
  shop: TSellerShop;
  groups: TManagedServiceGroup[];
}) {
  const form = useContractForm({
    initialValues: { rows: [blankService()] },
    schema: SERVICES_CHECKS,
    // Any change takes back what was said (the rows' indexes may have moved).
    onValuesChange: () => form.clearErrors(),
  });
  const { rows } = form.values;
  const errors = form.errors;
  const setRows = (next: ServiceDraft[]) => form.setFieldValue('rows', next);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (services: ServiceDraft[]) => {
      const params = { sellerId, shopId: shop.id };
      const group = groups[0] ?? (await createServiceGroup({ params, body: { name: '服務項目' } }));
      for (const s of services) {
        await createService({
          params,
          body: {
            serviceGroupId: group.id,
            name: s.name,
            durationMinutes: s.durationMinutes,
            price: toMinor(s.price, shop.currency),
          },
        });
      }
    },
    // Whatever was saved shows (a failure half-way keeps the services already added).
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sellerKeys.serviceGroups(sellerId, shop.id) }),
  });
  const setRow = (i: number, patch: Partial<ServiceDraft>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = form.onSubmit((values) => save.mutate(filledServices(values.rows)));
  return (
    <form onSubmit={submit} noValidate data-testid="get-started-services">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          先加上最常被預約的幾項，分類、說明與訂金之後都能在「服務項目」裡調整。
        </Text>
        {rows.map((row, i) => (
          <Paper key={i} withBorder radius="md" p="sm" data-testid="get-started-service-row">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  服務 {i + 1}
                </Text>
                {rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`刪除服務 ${i + 1}`}
                    onClick={() => setRows(rows.filter((_, j) => j !== i))}
                  >
                    ✕
                  </ActionIcon>
                )}
              </Group>
              <TextInput
                label="服務名稱"
                required
                maxLength={60}
                placeholder="例如：剪髮"
                value={row.name}
                onChange={(e) => setRow(i, { name: e.currentTarget.value })}
                error={errors[`rows.${i}.name`]}
                data-testid="get-started-service-name"
              />
              <SimpleGrid cols={2} spacing="sm">
                <NumberInput
                  label="服務時間"
                  suffix=" 分鐘"
                  min={5}
                  max={720}
                  step={5}
                  allowDecimal={false}
                  allowNegative={false}
                  value={row.durationMinutes}
                  onChange={(v) => setRow(i, { durationMinutes: typedNumber(v) })}
                  error={errors[`rows.${i}.durationMinutes`]}
                  data-testid="get-started-service-duration"
                />
                <MoneyInput
                  label="價格"
                  required
                  currency={shop.currency}
                  value={Number.isNaN(row.price) ? '' : row.price}
                  onChange={(v) => setRow(i, { price: typedNumber(v) })}
                  error={errors[`rows.${i}.price`]}
                  data-testid="get-started-service-price"
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {rows.length < 10 && (
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => setRows([...rows, blankService()])}
          >
            ＋ 再加一項服務
          </Button>
        )}
        {errors.rows && (
          <Alert color="red" role="alert">
            {errors.rows}
          </Alert>
        )}
        <NextRow save={save} />
      </Stack>
    </form>
  );
}

/** The shop's hours in a line per open day: 週二 上午 10:00–下午 8:00. */
function HoursSummary({ weeklyHours }: { weeklyHours: TWeeklyHours }) {
  return (
    <Stack gap={2}>
      {weeklyHours.map((day, weekday) =>
        day.length === 0 ? null : (
          <Text key={weekday} size="sm">
            {WEEKDAY_LABELS[weekday]}：{day.map(formatRange).join('、')}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** Step 4: the first operator (the owner, by default), performing every service, on shop hours. */
export function OperatorStep({
  sellerId,
  shop,
  services,
  weeklyHours,
}: {
  sellerId: number;
  shop: TSellerShop;
  services: TManagedService[];
  weeklyHours: TWeeklyHours;
}) {
  const { user } = useCurrentUser();
  // The name is the user's until typed (their profile may arrive after the step shows).
  const ownName = user?.nickname ?? user?.displayName ?? '';
  const form = useContractForm({
    initialValues: { name: null as string | null, serviceIds: services.map((s) => s.id) },
    schema: checks(({ name, serviceIds }: { name: string | null; serviceIds: number[] }) => ({
      name: !(name ?? ownName).trim() && '請輸入服務人員的名字',
      serviceIds: serviceIds.length === 0 && '請至少選擇一項服務，顧客才能預約',
    })),
    toBody: ({ name, serviceIds }) => ({
      displayName: (name ?? ownName).trim(),
      serviceIds,
      weeklyShifts: weeklyHours,
    }),
    // Any change takes back what was said, the API's refusal too.
    onValuesChange: () => form.clearErrors(),
  });
  const { errors } = form;
  const displayName = form.values.name ?? ownName;
  const create = useCreateOperator(sellerId, shop.id);
  const submit = form.onSubmit(() =>
    create.mutate(form.body(), { onError: (error) => form.setErrors({ form: error.message }) }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="get-started-operator">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          顧客預約時會選擇服務人員。一個人經營的店，填自己就好；其他同事之後可在「服務人員」新增。
        </Text>
        <TextInput
          label="服務人員名稱"
          required
          maxLength={40}
          value={displayName}
          onChange={(e) => form.setFieldValue('name', e.currentTarget.value)}
          error={errors.name}
          data-testid="get-started-operator-name"
        />
        <Checkbox.Group
          label="提供的服務"
          value={form.values.serviceIds.map(String)}
          onChange={(ids) => form.setFieldValue('serviceIds', ids.map(Number))}
          error={errors.serviceIds}
        >
          <Stack gap={6} mt={6}>
            {services.map((s) => (
              <Checkbox
                key={s.id}
                value={String(s.id)}
                label={`${s.name}（${s.durationMinutes} 分鐘・${formatPrice(s.price, s.currency)}）`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <div>
          <Text size="sm" fw={500}>
            班表
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            與營業時間相同，之後可在「服務人員」調整或加上休息時間。
          </Text>
          <HoursSummary weeklyHours={weeklyHours} />
        </div>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="get-started-next">
            完成設定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The finish screen: the shop's future public link, what happens next (the platform's review,
 * decision 022), and where to go.
 */
export function DoneStep({ shop }: { shop: TSellerShop }) {
  const href = paths.shop.getHref(shop.urlSlug);
  const link = `${window.location.origin}${href}`;
  return (
    <Stack gap="md" data-testid="get-started-done">
      <Title order={2} size="h3">
        完成！{shop.displayName} 已送出審核
      </Title>
      <Text>
        平台審核中，通常在 1 至 2
        個工作天內完成，結果會以簡訊通知你。審核通過後，顧客就能在好約找到你，選擇服務、服務人員與時段線上預約。
      </Text>
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" c="dimmed">
          你的店家網址
        </Text>
        <Anchor
          component={Link}
          to={href}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="get-started-link"
        >
          {link}
        </Anchor>
      </Paper>
      <Text size="sm" c="dimmed">
        接下來可以到商家後台上傳店家照片、設定預付訂金、新增更多服務人員，並在行事曆查看預約。
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.dashboardShopSettings.getHref(shop.id)}
          data-testid="get-started-view-shop"
        >
          查看店家設定
        </Button>
        <Button component={Link} to={paths.dashboard.getHref()} variant="default">
          前往商家後台
        </Button>
      </Group>
    </Stack>
  );
}
