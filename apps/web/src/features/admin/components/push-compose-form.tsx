import {
  Button,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PUSH_TEXT_MAX_LENGTH,
  type TPushMessage,
  ZCreatePushMessageRequest,
} from '@haoyue/contracts';
import { useEffect, useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { RequestErrorAlert, RequestSubmit } from '../../../ui/request-error-alert';
import { TwelveHourClockInput } from '../../../ui/twelve-hour-clock-input';
import {
  pushAudiencesQuery,
  useCreatePushMessage,
  useSendPushDraft,
  useUpdatePushDraft,
  useUploadPushImage,
} from '../api/push-messages';
import {
  AUDIENCE_FIELD,
  draftPushValues,
  initialPushValues,
  PUSH_TIME_ZONE,
  type PushFormValues,
  toPushRequest,
} from '../lib/push-form';
import { localDateIn } from '../../../lib/date-labels';
import { PushAudiencePicker } from './push-audience-picker';

/** Props of {@link PushComposeForm}. */
export interface PushComposeFormProps {
  /** The draft to edit; none: a new message. */
  draft?: TPushMessage | null;
  /** A note to show from the start (what the previous form did). */
  note?: string | null;
  /** Called when the draft was sent or scheduled, or its editing given up (no note then). */
  onDone?: (note: string | null) => void;
}

const sentNoteOf = (message: TPushMessage) =>
  message.sendAt > new Date().toISOString() ? '已排程' : '已送出，傳送中';

/**
 * Compose a push message: text, image, link, audience with its count, now or at a time; or keep
 * it as a draft. Given a draft, edits it: saving updates it, sending sends it.
 */
export function PushComposeForm({ draft = null, note = null, onDone }: PushComposeFormProps) {
  const [sentNote, setSentNote] = useState<string | null>(note);
  const options = pushAudiencesQuery.use();
  const form = useContractForm({
    initialValues: draft
      ? draftPushValues(draft, options.data, new Date())
      : initialPushValues(new Date()),
    schema: ZCreatePushMessageRequest,
    toBody: toPushRequest,
    fieldOf: { sendAt: 'date' },
  });
  const values = form.getValues();
  const create = useCreatePushMessage();
  const createDraft = useCreatePushMessage();
  const updateDraft = useUpdatePushDraft();
  const sendDraft = useSendPushDraft();
  const upload = useUploadPushImage();
  const sending = draft ? sendDraft : create;
  const saving = draft ? updateDraft : createDraft;
  const busy = sending.isPending || saving.isPending;

  // A city draft opened before the countries loaded: pick its country once they are here.
  const countries = options.data?.countries;
  useEffect(() => {
    const v = form.getValues();
    if (!countries || v.audienceKind !== 'CITY' || !v.cityId || v.countryId) return;
    const country = countries.find((c) => c.cities.some((city) => String(city.id) === v.cityId));
    if (country) form.setFieldValue('countryId', String(country.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the countries arrive
  }, [countries]);

  const field = (path: keyof PushFormValues, testId: string) => {
    const props = form.field(path, testId);
    return {
      ...props,
      onChange: (event: { currentTarget: { value: string } }) => {
        form.setFieldValue(path, event.currentTarget.value as never);
        if (path === 'countryId') form.setFieldValue('cityId', '');
        setSentNote(null);
      },
    };
  };

  const onError = (error: Error) => {
    if ('field' in error && error.field === 'audience.id') {
      form.setFieldError(AUDIENCE_FIELD[values.audienceKind], error.message);
    } else form.showFieldError(error);
  };
  const onInvalid = (errors: Record<string, unknown>) => {
    if (errors.audience || errors['audience.id']) {
      form.setFieldError(AUDIENCE_FIELD[values.audienceKind], '請選擇對象');
    }
  };
  const clearContent = () => form.setValues({ text: '', linkUrl: '', imageUrl: null });

  const submit = form.onSubmit(() => {
    if (draft) {
      sendDraft.mutate(
        { messageId: draft.id, body: form.body() },
        { onSuccess: (message) => onDone?.(sentNoteOf(message)), onError },
      );
      return;
    }
    create.mutate(form.body(), {
      onSuccess: (message) => {
        setSentNote(sentNoteOf(message));
        clearContent();
      },
      onError,
    });
  }, onInvalid);

  const saveDraft = form.onSubmit(() => {
    setSentNote(null);
    if (draft) {
      updateDraft.mutate(
        { messageId: draft.id, body: form.body() },
        { onSuccess: () => setSentNote('草稿已儲存'), onError },
      );
      return;
    }
    createDraft.mutate(
      { ...form.body(), draft: true },
      {
        onSuccess: () => {
          setSentNote('已儲存為草稿，可在傳送紀錄中編輯');
          clearContent();
        },
        onError,
      },
    );
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label="撰寫推播訊息">
      <Stack gap="md">
        <Textarea
          label="訊息內容"
          required
          autosize
          minRows={3}
          description={`${values.text.length} / ${PUSH_TEXT_MAX_LENGTH} 字`}
          {...field('text', 'push-text')}
        />
        <TextInput
          label="連結（選填）"
          placeholder="https://"
          inputMode="url"
          {...field('linkUrl', 'push-link')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            圖片（選填）
          </Text>
          {values.imageUrl && (
            <Image src={values.imageUrl} alt="推播圖片預覽" maw={240} radius="md" />
          )}
          <Group gap="xs">
            <FileButton
              accept="image/jpeg,image/png,image/webp"
              onChange={(file) =>
                file &&
                upload.mutate(file, { onSuccess: ({ url }) => form.setFieldValue('imageUrl', url) })
              }
            >
              {(props) => (
                <Button variant="default" loading={upload.isPending} {...props}>
                  {values.imageUrl ? '更換圖片' : '上傳圖片'}
                </Button>
              )}
            </FileButton>
            {values.imageUrl && (
              <Button
                variant="subtle"
                color="red.9"
                onClick={() => form.setFieldValue('imageUrl', null)}
              >
                移除圖片
              </Button>
            )}
          </Group>
          {upload.isError && (
            <Text size="sm" c="red.9" role="alert">
              {upload.error.message}
            </Text>
          )}
        </Stack>

        <PushAudiencePicker values={values} field={field} />

        <Stack gap={4} role="group" aria-labelledby="push-when-label">
          <Text size="sm" fw={500} id="push-when-label">
            傳送時間
          </Text>
          <SegmentedControl
            data={[
              { value: 'now', label: '立即傳送' },
              { value: 'later', label: '排程傳送' },
            ]}
            value={values.when}
            onChange={(value) => form.setFieldValue('when', value as PushFormValues['when'])}
            data-testid="push-when"
          />
          {values.when === 'later' && (
            <>
              <TextInput
                type="date"
                aria-label="傳送日期（台灣時間）"
                min={localDateIn(Date.now(), PUSH_TIME_ZONE)}
                {...field('date', 'push-date')}
              />
              <TwelveHourClockInput
                value={values.clock}
                onChange={(clock) => form.setFieldValue('clock', clock)}
                minuteStep={5}
                testIdPrefix="push-clock-"
              />
              <Text size="xs" c="dimmed">
                依台灣時間（Asia/Taipei）
              </Text>
            </>
          )}
        </Stack>
        {sentNote && (
          <Text c="teal.9" fw={600} role="status" data-testid="push-sent">
            {sentNote}
          </Text>
        )}
        {draft && (
          <Text size="sm" c="dimmed" data-testid="push-editing">
            正在編輯草稿
          </Text>
        )}
        <RequestErrorAlert error={saving.error} testId="push-draft-error" />
        <Group gap="xs">
          <RequestSubmit request={sending} testId="push-submit" errorTestId="push-submit-error">
            {draft
              ? values.when === 'later'
                ? '排程'
                : '發送'
              : values.when === 'later'
                ? '排程傳送'
                : '立即傳送'}
          </RequestSubmit>
          <Button
            variant="default"
            loading={saving.isPending}
            disabled={sending.isPending}
            onClick={() => saveDraft()}
            data-testid="push-save-draft"
          >
            儲存草稿
          </Button>
          {draft && (
            <Button
              variant="subtle"
              disabled={busy}
              onClick={() => onDone?.(null)}
              data-testid="push-edit-cancel"
            >
              取消編輯
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
