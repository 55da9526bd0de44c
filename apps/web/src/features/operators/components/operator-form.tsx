import { Button, Checkbox, Divider, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TManagedOperator, TManagedServiceGroup } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { showNotification } from '../../../ui/notifications';
import { useCreateOperator } from '../../../lib/seller-dashboard/api/create-operator';
import { useDeleteOperator } from '../api/delete-operator';
import { useUpdateOperator } from '../api/update-operator';
import { useShopSchedule } from '../../../lib/seller-dashboard/api/get-shop-schedule';
import { formLevelError, useContractForm } from '../../../lib/use-contract-form';
import {
  operatorFormSchema,
  operatorFormValues,
  operatorRequest,
  weekSectionError,
} from '../lib/operator-form';
import { ErrorAlert, LongTextInput } from '../../../ui/seller-dashboard/form-parts';
import { PanelSection } from '../../../ui/seller-dashboard/panel-section';
import { WeeklyHoursEditor } from '../../../ui/seller-dashboard/weekly-hours-editor';

/** Props of {@link OperatorForm}. */
export interface OperatorFormProps {
  sellerId: number;
  shopId: number;
  groups: TManagedServiceGroup[];
  /** The operator to edit; null adds one. */
  operator: TManagedOperator | null;
  /** Shown between the details and the schedule (the photo, when editing). */
  photo?: ReactNode;
  onSaved: (operator: TManagedOperator) => void;
  onDeleted: () => void;
}

/** An operator: details, services they perform, weekly shifts with breaks; delete. */
export function OperatorForm({
  sellerId,
  shopId,
  groups,
  operator,
  photo,
  onSaved,
  onDeleted,
}: OperatorFormProps) {
  const form = useContractForm({
    initialValues: operatorFormValues(operator),
    schema: operatorFormSchema,
    toBody: operatorRequest,
  });
  const { values, errors } = form;
  const create = useCreateOperator(sellerId, shopId);
  const update = useUpdateOperator(sellerId, shopId, operator?.id ?? 0);
  const remove = useDeleteOperator(sellerId, shopId);
  const schedule = useShopSchedule(sellerId, shopId);
  const mutation = operator ? update : create;

  const submit = form.onSubmit(() => {
    mutation.mutate(form.body(), {
      onSuccess: (saved) => {
        showNotification({ color: 'teal', message: `已儲存「${saved.displayName}」` });
        onSaved(saved);
      },
      // `weeklyShifts.2.0` and the like show under their whole editor.
      onError: (error) => form.showFieldError(error, (field) => field.split('.')[0]!),
    });
  });
  const del = () => {
    if (!operator || !window.confirm(`確定要刪除「${operator.displayName}」嗎？`)) return;
    remove.mutate(operator.id, {
      onSuccess: onDeleted,
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  const apiError = formLevelError(mutation.error);
  const services = groups.flatMap((g) => g.services.map((s) => ({ ...s, groupName: g.name })));

  return (
    <form onSubmit={submit} noValidate data-testid="operator-form">
      <Stack gap="xl">
        <Stack gap="sm">
          <TextInput label="名稱" required {...form.field('displayName', 'operator-name')} />
          <TextInput
            label="職稱"
            placeholder="例如：資深設計師"
            {...form.field('title', 'operator-title')}
          />
          <LongTextInput label="介紹" {...form.getInputProps('introduction')} />
          <Switch
            label="開放顧客預約"
            description="關閉後顧客看不到這位服務人員，也不會排入可預約時段"
            {...form.getInputProps('isBookable', { type: 'checkbox' })}
          />
        </Stack>

        {photo}

        <PanelSection title="服務項目" hint="這位服務人員可以做的服務">
          {services.length === 0 ? (
            <Text size="sm" c="dimmed">
              還沒有服務，可先到「服務項目」新增。
            </Text>
          ) : (
            <Checkbox.Group
              value={values.serviceIds.map(String)}
              onChange={(ids) => form.setFieldValue('serviceIds', ids.map(Number))}
              error={errors.serviceIds}
            >
              <Group gap="md">
                {services.map((s) => (
                  <Checkbox key={s.id} value={String(s.id)} label={s.name} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        </PanelSection>

        <PanelSection
          title="每週班表"
          hint="上班的時段；顧客只能預約店家營業且服務人員上班的時間"
          error={weekSectionError(errors, 'weeklyShifts')}
        >
          {schedule.data && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() =>
                form.setFieldValue(
                  'weeklyShifts',
                  schedule.data.weeklyHours.map((d) => [...d]),
                )
              }
              data-testid="operator-copy-hours"
            >
              套用店家營業時間
            </Button>
          )}
          <WeeklyHoursEditor
            testId="operator-shifts"
            closedLabel="不排班"
            value={values.weeklyShifts}
            onChange={(week) => form.setFieldValue('weeklyShifts', week)}
          />
        </PanelSection>

        <PanelSection
          title="休息時間"
          hint="班表內不接受預約的時段，例如午休"
          error={weekSectionError(errors, 'weeklyBreaks')}
        >
          <WeeklyHoursEditor
            testId="operator-breaks"
            closedLabel="無"
            defaultRange={{ start: '12:00', end: '13:00' }}
            value={values.weeklyBreaks}
            onChange={(week) => form.setFieldValue('weeklyBreaks', week)}
          />
        </PanelSection>

        <ErrorAlert error={apiError} />
        <Divider />
        <Group justify="space-between">
          {operator ? (
            <Button variant="subtle" color="red" onClick={del} loading={remove.isPending}>
              刪除服務人員
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={mutation.isPending} data-testid="operator-save">
            {operator ? '儲存' : '新增服務人員'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
