import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type {
  TManagedOperator,
  TManagedService,
  TManagedServiceGroup,
  TSellerShop,
} from '@haoyue/contracts';
import { showNotification } from '../../../ui/notifications';
import { useCreateService } from '../../../lib/seller-dashboard/api/create-service';
import { useDeleteService } from '../api/delete-service';
import { useUpdateService } from '../api/update-service';
import { formLevelError, useContractForm } from '../../../lib/use-contract-form';
import { serviceFormSchema, serviceFormValues, serviceRequest } from '../lib/service-form';
import {
  ErrorAlert,
  IdSelect,
  LongTextInput,
  MoneyInput,
} from '../../../ui/seller-dashboard/form-parts';

/** Props of {@link ServiceForm}. */
export interface ServiceFormProps {
  sellerId: number;
  shop: TSellerShop;
  groups: TManagedServiceGroup[];
  operators: TManagedOperator[];
  /** The service to edit; null adds one. */
  service: TManagedService | null;
  /** The group a new service starts in. */
  groupId: number | null;
  onDone: () => void;
}

// Times of a service, in minutes: its length, and the time kept free before and after it.
const MINUTE_FIELDS = [
  {
    key: 'durationMinutes',
    label: '服務時間',
    description: '顧客看到的服務時長',
    min: 5,
    max: 720,
    testId: 'service-duration',
  },
  {
    key: 'bufferBeforeMinutes',
    label: '事前準備',
    description: '開始前保留的時間',
    min: 0,
    max: 240,
    testId: undefined,
  },
  {
    key: 'bufferAfterMinutes',
    label: '事後整理',
    description: '結束後保留的時間',
    min: 0,
    max: 240,
    testId: undefined,
  },
] as const;

/**
 * A service: name, group, time, price, its prepayment (or the shop's rule), who performs it and
 * whether customers can book it online; delete.
 */
export function ServiceForm({
  sellerId,
  shop,
  groups,
  operators,
  service,
  groupId,
  onDone,
}: ServiceFormProps) {
  const form = useContractForm({
    initialValues: serviceFormValues(service, shop.currency, groupId ?? groups[0]?.id ?? null),
    schema: serviceFormSchema,
    toBody: (values) => serviceRequest(values, shop.currency),
    fieldOf: { prepaymentAmount: 'prepayment' },
  });
  const { values, errors } = form;
  const create = useCreateService(sellerId, shop.id);
  const update = useUpdateService(sellerId, shop.id, service?.id ?? 0);
  const remove = useDeleteService(sellerId, shop.id);
  const mutation = service ? update : create;

  const submit = form.onSubmit(() => {
    const body = form.body();
    mutation.mutate(body, {
      onSuccess: () => {
        showNotification({ color: 'teal', message: `已儲存「${body.name}」` });
        onDone();
      },
      onError: (error) => form.showFieldError(error),
    });
  });
  const del = () => {
    if (!service || !window.confirm(`確定要刪除「${service.name}」嗎？`)) return;
    remove.mutate(service.id, {
      onSuccess: onDone,
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  const apiError = formLevelError(mutation.error);

  return (
    <form onSubmit={submit} noValidate data-testid="service-form">
      <Stack gap="md">
        <TextInput label="服務名稱" required {...form.field('name', 'service-name')} />
        <IdSelect
          label="分類"
          required
          allowDeselect={false}
          items={groups}
          value={values.serviceGroupId}
          onChange={(id) => form.setFieldValue('serviceGroupId', id)}
          error={errors.serviceGroupId}
        />
        <LongTextInput label="說明" {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {MINUTE_FIELDS.map(({ key, label, description, min, max, testId }) => (
            <NumberInput
              key={key}
              label={label}
              description={description}
              suffix=" 分鐘"
              min={min}
              max={max}
              step={5}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(key)}
              data-testid={testId}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyInput
            label="價格"
            required
            currency={shop.currency}
            {...form.field('price', 'service-price')}
          />
          <Stack gap={6}>
            <Switch
              label="使用店家預付規則"
              description="關閉後可為這項服務指定訂金"
              checked={values.prepayment === null}
              onChange={(e) => form.setFieldValue('prepayment', e.currentTarget.checked ? null : 0)}
            />
            {values.prepayment !== null && (
              <MoneyInput
                aria-label="這項服務的訂金"
                currency={shop.currency}
                {...form.getInputProps('prepayment')}
                description="0 表示這項服務不收訂金"
              />
            )}
          </Stack>
        </SimpleGrid>
        <Checkbox.Group
          label="服務人員"
          description={
            operators.length === 0 ? '還沒有服務人員，請先到「服務人員」新增。' : '誰可以做這項服務'
          }
          value={values.operatorIds.map(String)}
          onChange={(ids) => form.setFieldValue('operatorIds', ids.map(Number))}
          error={errors.operatorIds}
        >
          <Group gap="md" mt={6}>
            {operators.map((o) => (
              <Checkbox key={o.id} value={String(o.id)} label={o.displayName} />
            ))}
          </Group>
        </Checkbox.Group>
        {values.operatorIds.length === 0 && (
          <Alert color="orange" variant="light" data-testid="service-no-operator">
            尚未指定服務人員，顧客無法預約此服務。請勾選至少一位服務人員。
          </Alert>
        )}
        <Switch
          label="開放線上預約"
          description="關閉後顧客看不到這項服務，但保留資料與過去的預約"
          {...form.getInputProps('isBookable', { type: 'checkbox' })}
          data-testid="service-bookable"
        />
        <ErrorAlert error={apiError} />
        {Object.keys(errors).length > 0 && !apiError && (
          <Text size="sm" c="red.8" role="alert">
            請修正標示的欄位後再儲存。
          </Text>
        )}
        <Group justify="space-between">
          {service ? (
            <Button variant="subtle" color="red" onClick={del} loading={remove.isPending}>
              刪除服務
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={mutation.isPending} data-testid="service-save">
            {service ? '儲存' : '新增服務'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
