import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CONSENT_FORM_DUE,
  CONSENT_FORM_DUE_LABELS,
  CONSENT_LIMITS as L,
  type TConsentFormInput,
  type TConsentItemKind,
  type TSellerConsentForm,
  type TVoucherServiceOption,
  ZConsentFormInput,
} from '@haoyue/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { SectionTitle } from '../../../ui/section';
import { useConsentServices, useSaveSellerConsentForm } from '../api/consent-forms';
import {
  type DraftAction,
  draftOf,
  draftReducer,
  emptyDraft,
  type FormDraft,
  inputOf,
  newItem,
} from '../lib/form-draft';
import { newItemId } from '../lib/item-id';
import { newVersionNotice } from '../lib/labels';
import { type DraftErrors, errorKeyOf } from '../lib/validate-draft';
import { AddItemButtons, ItemEditor } from './item-editor';

const DUE_HINTS = {
  ONCE: '同一位顧客填過一次即可（可設定有效天數，到期後重新填寫）。',
  EVERY_VISIT: '每一筆預約都需要填寫一份（例如當次施作的同意事項）。',
} as const;

/**
 * The services as the multi-select groups them: by shop. A chosen service's pill names its shop
 * too (branches offer the same services), while the list under each shop shows the name alone.
 */
function serviceGroups(options: readonly TVoucherServiceOption[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const o of options) {
    const items = groups.get(o.shopName) ?? [];
    items.push({ value: String(o.id), label: `${o.name}（${o.shopName}）` });
    groups.set(o.shopName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** A service's name without the shop its label adds (the option sits under its shop). */
const serviceNameOf = (options: readonly TVoucherServiceOption[], value: string) =>
  options.find((o) => String(o.id) === value)?.name ?? value;

/** An error the API pinned on a field, shown under that field until the draft changes. */
type ServerError = { key: string; message: string };

/**
 * The consent-form editor: title, introduction, when it is due and for how long, the services it
 * is attached to, and its items (any kind, reordered, required or not). Saving an answered form
 * makes its next version; responses keep theirs.
 */
export function ConsentFormEditor({
  sellerId,
  form,
  cancelHref,
  onSaved,
}: {
  sellerId: number;
  /** The form being edited, null for a new one. */
  form: TSellerConsentForm | null;
  cancelHref: string;
  onSaved: (saved: TSellerConsentForm) => void;
}) {
  // The draft changes through its reducer (items added, moved, removed); ZConsentFormInput checks
  // the body it makes.
  const draftForm = useContractForm<FormDraft, TConsentFormInput>({
    initialValues: form ? draftOf(form) : emptyDraft(),
    schema: ZConsentFormInput,
    toBody: inputOf,
  });
  const draft = draftForm.values;
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [focusItemId, setFocusItemId] = useState<string | null>(null);
  const [focusErrorTick, setFocusErrorTick] = useState(0);
  const rootRef = useRef<HTMLFormElement>(null);
  const services = useConsentServices(sellerId);
  const save = useSaveSellerConsentForm(sellerId);
  const groups = useMemo(() => serviceGroups(services.data ?? []), [services.data]);
  const notice = newVersionNotice(form);

  // Once a save was tried, the draft's own errors follow every change, each under the nearest
  // field the editor has (`serviceIds.2` under the services, `items.1.id` under the items).
  const clientErrors: DraftErrors = {};
  if (checked) {
    for (const [path, message] of Object.entries(draftForm.errorsNow())) {
      clientErrors[errorKeyOf(path)] ??= String(message);
    }
  }
  const errors: DraftErrors = { ...clientErrors };
  if (serverError?.key) errors[serverError.key] ??= serverError.message;
  const hasClientErrors = Object.keys(clientErrors).length > 0;

  const dispatch = (action: DraftAction) => {
    draftForm.setValues(draftReducer(draftForm.getValues(), action));
    setServerError(null);
    if (save.isError) save.reset();
  };

  // After a refused save, the first field in error gets the cursor.
  useEffect(() => {
    if (focusErrorTick === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrorTick]);

  const addItem = (kind: TConsentItemKind) => {
    const taken = [...draft.items.map((i) => i.id), ...(form?.items.map((i) => i.id) ?? [])];
    const item = newItem(kind, newItemId(taken));
    dispatch({ type: 'addItem', item });
    setFocusItemId(item.id);
  };

  const submit = draftForm.onSubmit(
    () =>
      save.mutate(
        { formId: form?.id ?? null, body: draftForm.body() },
        {
          onSuccess: onSaved,
          onError: (error) => {
            if (error instanceof ApiError && error.field) {
              const key = errorKeyOf(error.field);
              setServerError({ key, message: error.message });
              if (key) setFocusErrorTick((t) => t + 1);
            }
          },
        },
      ),
    () => setFocusErrorTick((t) => t + 1),
  );

  // A refusal the editor cannot show beside a field goes above the buttons.
  const pinned = save.error instanceof ApiError && serverError?.key;
  const formError = save.isError && !pinned ? save.error.message : null;

  return (
    <form
      ref={rootRef}
      onSubmit={(event) => {
        setChecked(true);
        submit(event);
      }}
      noValidate
      data-testid="consent-form-editor"
    >
      <Stack gap="lg">
        {notice && (
          <Alert color="yellow" variant="light" data-testid="consent-form-version-notice">
            {notice}
          </Alert>
        )}

        <Card withBorder padding="md">
          <Stack gap="sm">
            <SectionTitle title="基本資料" size="h4" gap={0} />
            <TextInput
              label="同意書名稱"
              placeholder="例如：美睫施作同意書"
              required
              value={draft.title}
              maxLength={L.title}
              error={errors.title}
              onChange={(e) => dispatch({ type: 'set', change: { title: e.currentTarget.value } })}
              data-testid="consent-form-title"
            />
            <Textarea
              label="前言（選填）"
              description="顯示在題目之前，可換行。"
              value={draft.introduction}
              maxLength={L.introduction}
              autosize
              minRows={3}
              maxRows={12}
              error={errors.introduction}
              onChange={(e) =>
                dispatch({ type: 'set', change: { introduction: e.currentTarget.value } })
              }
              data-testid="consent-form-introduction"
            />
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <SectionTitle
              title="套用服務與填寫時機"
              subtitle="顧客預約這些服務時，需要填寫這份同意書。"
              size="h4"
              gap={0}
            />
            <MultiSelect
              label="適用服務"
              placeholder={
                services.isPending ? '載入中…' : groups.length ? '選擇服務' : '尚未建立服務'
              }
              data={groups}
              value={draft.serviceIds}
              onChange={(serviceIds) => dispatch({ type: 'set', change: { serviceIds } })}
              disabled={services.isPending}
              searchable
              clearable
              error={errors.serviceIds ?? (services.isError ? '服務清單載入失敗' : undefined)}
              renderOption={({ option }) => serviceNameOf(services.data ?? [], option.value)}
              comboboxProps={{ withinPortal: true }}
              data-testid="consent-form-services"
            />
            <Radio.Group
              label="填寫時機"
              value={draft.due}
              onChange={(v) =>
                dispatch({ type: 'set', change: { due: v as (typeof CONSENT_FORM_DUE)[number] } })
              }
              error={errors.due}
              data-testid="consent-form-due"
            >
              <Stack gap="xs" mt={6}>
                {CONSENT_FORM_DUE.map((due) => (
                  <Radio
                    key={due}
                    value={due}
                    label={CONSENT_FORM_DUE_LABELS[due]}
                    description={DUE_HINTS[due]}
                    data-testid={`consent-form-due-${due}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {draft.due === 'ONCE' && (
              <NumberInput
                label="有效天數（選填）"
                description="例如 365：填寫滿一年後需重新填寫；留空則長期有效。"
                min={1}
                max={L.validityDays}
                allowDecimal={false}
                allowNegative={false}
                suffix=" 天"
                value={draft.validityDays}
                error={errors.validityDays}
                onChange={(v) =>
                  dispatch({
                    type: 'set',
                    change: { validityDays: v === '' ? '' : Number(v) },
                  })
                }
                data-testid="consent-form-validity-days"
              />
            )}
          </Stack>
        </Card>

        <Stack gap="sm" data-testid="consent-form-items">
          <SectionTitle
            title="填寫項目"
            subtitle={`最多 ${L.items} 個項目；可用上移、下移調整順序。`}
            size="h4"
            gap={0}
          />
          {draft.items.map((item, index) => (
            <ItemEditor
              key={item.id}
              index={index}
              count={draft.items.length}
              item={item}
              errors={errors}
              autoFocus={item.id === focusItemId}
              dispatch={dispatch}
            />
          ))}
          {draft.items.length === 0 && (
            <Text size="sm" c="dimmed">
              還沒有項目，請從下方選擇要新增的項目類型。
            </Text>
          )}
          {errors.items && (
            <Text size="sm" c="red.8" role="alert" data-testid="consent-form-items-error">
              {errors.items}
            </Text>
          )}
          <AddItemButtons disabled={draft.items.length >= L.items} onAdd={addItem} />
        </Stack>

        {checked && hasClientErrors && (
          <Alert color="red" variant="light" role="alert" data-testid="consent-form-invalid">
            請修正標示的欄位後再儲存。
          </Alert>
        )}
        {(formError || (pinned && serverError)) && (
          <Alert color="red" variant="light" role="alert" data-testid="consent-form-error">
            {formError ?? `儲存失敗：${serverError!.message}`}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button component={Link} to={cancelHref} variant="default">
            取消
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="consent-form-save">
            {form ? '儲存' : '建立同意書'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
