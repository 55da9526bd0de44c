import { Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { useCreateWalkIn } from '../api/create-walk-in';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import { operatorsFor } from '../../../lib/shop-orders/calendar-shop';
import { NOTE_MAX_LENGTH } from '../../../lib/shop-orders/order-status';
import { buildWalkInRequest, type WalkInDraft, type WalkInErrors } from '../lib/walk-in-form';
import { CustomerPicker } from './customer-picker';
import { ActionError, ConfirmButtons } from './form-actions';
import { TimeChoice } from './time-choice';

/** Props of {@link WalkInForm}. */
export interface WalkInFormProps {
  initial: WalkInDraft;
  onCreated: (order: TOrder) => void;
  onCancel: () => void;
}

const ANY = 'any';

// Form state kept hand-rolled: its draft and checks live in lib/walk-in-form (unit-tested), with a time picker driven by free start times.
/**
 * Books for a walk-in or a caller: services, an operator (or anyone free), a date and time, then
 * a returning customer found by phone or a new one. Only the shop's free times are offered; the
 * API still refuses one taken meanwhile.
 */
export function WalkInForm({ initial, onCreated, onCancel }: WalkInFormProps) {
  const { sellerId, shop, operators, serviceGroups } = useCalendar();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<WalkInErrors>({});
  const create = useCreateWalkIn(sellerId);
  const able = operatorsFor(operators, draft.serviceIds);
  const groups = serviceGroups.filter((g) => g.services.length > 0);

  const update = (patch: Partial<WalkInDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    create.reset();
  };
  const setServices = (ids: string[]) => {
    const serviceIds = ids.map(Number);
    const stillAble = operatorsFor(operators, serviceIds).some((o) => o.id === draft.operatorId);
    update({
      serviceIds,
      operatorId: stillAble ? draft.operatorId : null,
    });
  };
  const submit = () => {
    const built = buildWalkInRequest(draft, shop.id);
    setErrors(built.errors ?? {});
    if (built.request) create.mutate(built.request, { onSuccess: onCreated });
  };

  return (
    <Stack gap="md" data-testid="calendar-walk-in">
      <Checkbox.Group
        label="服務"
        value={draft.serviceIds.map(String)}
        onChange={setServices}
        error={errors.services}
      >
        <Stack gap="sm" mt={6}>
          {groups.map((group) => (
            <Stack key={group.id} gap={6}>
              <Text size="xs" c="dimmed" fw={600}>
                {group.name}
              </Text>
              {group.services.map((s) => (
                <Checkbox
                  key={s.id}
                  value={String(s.id)}
                  label={
                    <Group gap={6}>
                      <Text size="sm">{s.name}</Text>
                      <Text size="xs" c="dimmed">
                        {s.durationMinutes} 分鐘・{formatPrice(s.price, s.currency)}
                        {s.isBookable ? '' : '・不開放線上預約'}
                      </Text>
                    </Group>
                  }
                  data-testid="calendar-walk-in-service"
                  data-service-id={s.id}
                />
              ))}
            </Stack>
          ))}
          {groups.length === 0 && (
            <Text size="sm" c="dimmed">
              這間店還沒有服務項目。
            </Text>
          )}
        </Stack>
      </Checkbox.Group>

      <Select
        label="服務人員"
        data={[
          { value: ANY, label: '不指定（由有空的人員服務）' },
          ...able.map((o) => ({ value: String(o.id), label: o.displayName })),
        ]}
        value={draft.operatorId === null ? ANY : String(draft.operatorId)}
        onChange={(v) =>
          update({ operatorId: !v || v === ANY ? null : Number(v), startTime: null })
        }
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="calendar-walk-in-operator"
      />

      <DatePickerInput
        label="日期"
        valueFormat="YYYY/MM/DD（dd）"
        value={draft.date}
        onChange={(v) => v && update({ date: v, startTime: null })}
        popoverProps={{ withinPortal: true }}
        data-testid="calendar-walk-in-date"
      />

      <Stack gap={4}>
        <TimeChoice
          serviceIds={draft.serviceIds}
          operatorId={draft.operatorId}
          date={draft.date}
          value={draft.startTime}
          onChange={(startTime) =>
            // A time unchosen because it is no longer free keeps the refusal that said so.
            startTime ? update({ startTime }) : setDraft((d) => ({ ...d, startTime: null }))
          }
        />
        {errors.time && (
          <Text size="xs" c="red">
            {errors.time}
          </Text>
        )}
      </Stack>

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          顧客
        </Text>
        <CustomerPicker
          value={draft.customer}
          onChange={(customer) => update({ customer })}
          errors={{ displayName: errors.displayName, phone: errors.phone }}
        />
        {errors.customer && (
          <Text size="xs" c="red">
            {errors.customer}
          </Text>
        )}
      </Stack>

      <Textarea
        label="備註（選填）"
        value={draft.note}
        onChange={(e) => update({ note: e.currentTarget.value })}
        maxLength={NOTE_MAX_LENGTH}
        autosize
        minRows={2}
        error={errors.note}
        data-testid="calendar-walk-in-note"
      />

      <ActionError error={create.error} testId="calendar-walk-in-error" />
      <ConfirmButtons
        onBack={onCancel}
        backLabel="取消"
        loading={create.isPending}
        onClick={submit}
        data-testid="calendar-walk-in-submit"
      >
        建立預約
      </ConfirmButtons>
    </Stack>
  );
}
