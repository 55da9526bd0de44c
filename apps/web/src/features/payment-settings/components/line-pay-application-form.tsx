import {
  Alert,
  Badge,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  LINE_PAY_APPLICATION_STATUS_LABELS,
  LINE_PAY_DOCUMENT_LIMIT,
  LINE_PAY_DOCUMENT_MAX_BYTES,
  LINE_PAY_DOCUMENT_TYPES,
  type TLinePayApplication,
  type TLinePayApplicationInput,
  type TLinePayDocument,
  ZLinePayApplicationInput,
} from '@haoyue/contracts';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { showNotification } from '../../../ui/notifications';
import { SettingsCard } from '../../../ui/settings-card';
import { uploadLinePayDocument, useSubmitLinePayApplication } from '../api/line-pay-application';

const STATUS_COLORS = { SUBMITTED: 'orange', APPROVED: 'teal', REJECTED: 'red' } as const;

/** Where the application stands: a badge, and the reason when it was sent back. */
export function LinePayApplicationStatus({ application }: { application: TLinePayApplication }) {
  return (
    <SettingsCard title="LINE Pay 申請" testId="line-pay-application-status">
      <Group gap="sm">
        <Badge color={STATUS_COLORS[application.status]} variant="light" size="lg">
          {LINE_PAY_APPLICATION_STATUS_LABELS[application.status]}
        </Badge>
        <Text size="sm">
          {application.businessName}（統一編號 {application.taxId}）
        </Text>
      </Group>
      {application.status === 'SUBMITTED' && (
        <Text size="sm" c="dimmed">
          平台審核中，核准後會以簡訊通知負責人，之後即可在此填入 LINE Pay 串接金鑰。
        </Text>
      )}
      {application.status === 'REJECTED' && (
        <Alert color="red" title="申請已退回" data-testid="line-pay-application-reason">
          {application.rejectReason}
          <Text size="sm" mt={4}>
            請修改下方資料後重新送出。
          </Text>
        </Alert>
      )}
    </SettingsCard>
  );
}

interface ApplicationValues extends Record<string, unknown> {
  businessName: string;
  taxId: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  documentIds: number[];
}

const MB = 1024 * 1024;

/** The business's and the contact's fields, each required, `line-pay-application-{testId}`. */
const TEXT_FIELDS = [
  { field: 'businessName', label: '公司或商號名稱', testId: 'business-name' },
  { field: 'taxId', label: '統一編號', inputMode: 'numeric', maxLength: 8, testId: 'tax-id' },
  { field: 'contactName', label: '聯絡人姓名', testId: 'contact-name' },
  { field: 'contactPhone', label: '聯絡電話', type: 'tel', testId: 'contact-phone' },
  { field: 'contactEmail', label: '聯絡信箱', type: 'email', testId: 'contact-email' },
] as const;

/** The application form: the business, a contact, and bank documents uploaded privately. */
export function LinePayApplicationForm({
  sellerId,
  previous,
}: {
  sellerId: number;
  /** A rejected application, edited and resubmitted. */
  previous: TLinePayApplication | null;
}) {
  const [documents, setDocuments] = useState<TLinePayDocument[]>(previous?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useContractForm({
    initialValues: {
      businessName: previous?.businessName ?? '',
      taxId: previous?.taxId ?? '',
      contactName: previous?.contactName ?? '',
      contactPhone: previous?.contactPhone ?? '',
      contactEmail: previous?.contactEmail ?? '',
      documentIds: previous?.documents.map((d) => d.id) ?? [],
    } as ApplicationValues,
    schema: ZLinePayApplicationInput,
    toBody: (v): TLinePayApplicationInput => ({ ...v }),
  });
  const submit = useSubmitLinePayApplication(sellerId);

  const setDocs = (next: TLinePayDocument[]) => {
    setDocuments(next);
    form.setFieldValue(
      'documentIds',
      next.map((d) => d.id),
    );
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (!LINE_PAY_DOCUMENT_TYPES.includes(file.type)) {
      setUploadError('請上傳 JPG、PNG、WebP 或 PDF 檔');
      return;
    }
    if (file.size > LINE_PAY_DOCUMENT_MAX_BYTES) {
      setUploadError(`檔案不可超過 ${LINE_PAY_DOCUMENT_MAX_BYTES / MB} MB`);
      return;
    }
    setUploading(true);
    try {
      setDocs([...documents, await uploadLinePayDocument(sellerId, file)]);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : '上傳失敗，請再試一次');
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.onSubmit(() => {
    submit.mutate(form.body(), {
      onSuccess: () => showNotification({ color: 'teal', message: '已送出 LINE Pay 申請' }),
      onError: (error) => form.showFieldError(error),
    });
  });

  const documentError = form.errors.documentIds;
  return (
    <SettingsCard
      title={previous ? '修改並重新送出申請' : '申請開通 LINE Pay'}
      form={{ onSubmit, 'data-testid': 'line-pay-application-form' }}
    >
      <Text size="sm" c="dimmed">
        開通 LINE Pay
        需先經平台審核。請填寫公司或商號資料並上傳銀行存摺封面等文件；文件僅供平台審核，不會公開。
      </Text>
      {TEXT_FIELDS.map(({ field, testId, ...props }) => (
        <TextInput
          key={field}
          required
          {...props}
          {...form.field(field, `line-pay-application-${testId}`)}
        />
      ))}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          銀行文件（存摺封面等，JPG、PNG、WebP 或 PDF，最多 {LINE_PAY_DOCUMENT_LIMIT} 份）
        </Text>
        {documents.map((doc) => (
          <Group key={doc.id} gap="xs" wrap="nowrap" data-testid="line-pay-application-document">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {doc.fileName}（{Math.max(1, Math.round(doc.size / 1024))} KB）
            </Text>
            <CloseButton
              size="sm"
              aria-label={`移除 ${doc.fileName}`}
              onClick={() => setDocs(documents.filter((d) => d.id !== doc.id))}
            />
          </Group>
        ))}
        {documents.length < LINE_PAY_DOCUMENT_LIMIT && (
          <FileButton
            onChange={(file) => void pick(file)}
            accept={LINE_PAY_DOCUMENT_TYPES.join(',')}
            inputProps={{ 'aria-label': '選擇銀行文件檔案' }}
          >
            {(props) => (
              <Button {...props} variant="default" size="sm" w="fit-content" loading={uploading}>
                上傳文件
              </Button>
            )}
          </FileButton>
        )}
        {(uploadError ?? documentError) && (
          <Text size="xs" c="red.8" role="alert">
            {uploadError ?? documentError}
          </Text>
        )}
      </Stack>
      {submit.error && (
        <Alert color="red" title="送出失敗">
          {submit.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={submit.isPending} data-testid="line-pay-application-submit">
          {previous ? '重新送出申請' : '送出申請'}
        </Button>
      </Group>
    </SettingsCard>
  );
}
