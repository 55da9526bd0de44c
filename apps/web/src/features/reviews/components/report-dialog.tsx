// The public pages load only the Mantine styles they use (lib/mantine-public.css): the radios'
// come with this dialog's chunk, loaded when a reader opens it.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { REVIEW_REPORT_REASON_MAX_LENGTH } from '@haoyue/contracts';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api-error';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useReportReview } from '../api/report-review';
import { ModalDialog } from '../../../ui/modal-dialog';

/** The usual reasons, offered as choices; 其他 asks for a few words. */
const REASONS = ['內容不實或非本人消費', '廣告或垃圾訊息', '人身攻擊或不當言論', '其他'] as const;

type ReportValues = { choice: string; detail: string };

const REPORT_CHECKS = checks(({ choice, detail }: ReportValues) => ({
  choice: !choice && '請選擇檢舉原因',
  detail: choice === '其他' && !detail.trim() && '請簡單說明原因',
}));

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  reviewId: number;
  onClose: () => void;
}

/** Why the review should be looked at: a reason and an optional note, sent to the moderation. */
export default function ReportDialog({ reviewId, onClose }: ReportDialogProps) {
  const form = useContractForm<ReportValues>({
    initialValues: { choice: '', detail: '' },
    schema: REPORT_CHECKS,
  });
  const { choice } = form.values;
  const report = useReportReview(reviewId);
  const alreadyReported = report.error instanceof ApiError && report.error.status === 409;

  const submit = form.onSubmit(({ detail }) => {
    const note = detail.trim();
    const reason = (note ? `${choice}：${note}` : choice).slice(0, REVIEW_REPORT_REASON_MAX_LENGTH);
    report.mutate(reason);
  });

  return (
    <ModalDialog opened onClose={onClose} title="檢舉評價">
      {report.isSuccess ? (
        <Stack gap="md" data-testid="report-done">
          <Text>已收到您的檢舉，平台會盡快審核這則評價。</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>完成</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="report-form">
          <Stack gap="md">
            <Radio.Group
              label="檢舉原因"
              value={choice}
              onChange={(value) => {
                // Another reason asks something else: what was missing is no longer said.
                form.clearErrors();
                form.setFieldValue('choice', value);
              }}
              error={form.errors.choice}
            >
              <Stack gap="xs" mt="xs">
                {REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={reason} />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label={choice === '其他' ? '說明' : '補充說明（選填）'}
              maxLength={100}
              {...form.getInputProps('detail')}
            />
            {report.isError && (
              <Alert color={alreadyReported ? 'gray' : 'red'} variant="light" role="alert">
                {report.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                取消
              </Button>
              <Button type="submit" color="red" loading={report.isPending}>
                送出檢舉
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ModalDialog>
  );
}
