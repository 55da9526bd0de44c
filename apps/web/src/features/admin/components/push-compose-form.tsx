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
import { PUSH_TEXT_MAX_LENGTH, ZCreatePushMessageRequest } from '@haoyue/contracts';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { RequestSubmit } from '../../../ui/request-error-alert';
import { TwelveHourClockInput } from '../../../ui/twelve-hour-clock-input';
import { useCreatePushMessage, useUploadPushImage } from '../api/push-messages';
import {
  AUDIENCE_FIELD,
  initialPushValues,
  PUSH_TIME_ZONE,
  type PushFormValues,
  toPushRequest,
} from '../lib/push-form';
import { localDateIn } from '../../../lib/date-labels';
import { PushAudiencePicker } from './push-audience-picker';

/** Compose a push message: text, image, link, audience with its count, now or at a time. */
export function PushComposeForm() {
  const [sentNote, setSentNote] = useState<string | null>(null);
  const form = useContractForm({
    initialValues: initialPushValues(new Date()),
    schema: ZCreatePushMessageRequest,
    toBody: toPushRequest,
    fieldOf: { sendAt: 'date' },
  });
  const values = form.getValues();
  const create = useCreatePushMessage();
  const upload = useUploadPushImage();

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

  const submit = form.onSubmit(
    () =>
      create.mutate(form.body(), {
        onSuccess: (message) => {
          setSentNote(message.sendAt > new Date().toISOString() ? '已排程' : '已送出，傳送中');
          form.setValues({ text: '', linkUrl: '', imageUrl: null });
        },
        onError: (error) => {
          if (error instanceof Error && 'field' in error && error.field === 'audience.id') {
            form.setFieldError(AUDIENCE_FIELD[values.audienceKind], error.message);
          } else form.showFieldError(error);
        },
      }),
    (errors) => {
      if (errors.audience || errors['audience.id']) {
        form.setFieldError(AUDIENCE_FIELD[values.audienceKind], '請選擇對象');
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="撰寫推播訊息">
      <Stack gap="md">
        <Textarea
          label="訊息內容"
          required
          autosize
          minRows={3}
          maxLength={PUSH_TEXT_MAX_LENGTH}
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
        <Group>
          <RequestSubmit request={create} testId="push-submit" errorTestId="push-submit-error">
            {values.when === 'later' ? '排程傳送' : '立即傳送'}
          </RequestSubmit>
        </Group>
      </Stack>
    </form>
  );
}
