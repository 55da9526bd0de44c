import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  ADMIN_REASON_MAX_LENGTH,
  LINE_PAY_APPLICATION_STATUS_LABELS,
  type TAdminLinePayApplication,
} from '@haoyue/contracts';
import { useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import {
  downloadLinePayDocument,
  useAdminLinePayApplication,
  useApproveLinePayApplication,
  useRejectLinePayApplication,
} from '../api/line-pay-applications';
import { useAdminMay } from '../lib/admin-context';
import { ModalDialog } from '../../../ui/modal-dialog';

export const STATUS_COLORS = { SUBMITTED: 'orange', APPROVED: 'teal', REJECTED: 'red' } as const;

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { dateStyle: 'medium', timeStyle: 'short' });

/** One application: its details, its documents (downloaded privately), approve or send back. */
export function LinePayApplicationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const application = useAdminLinePayApplication(id);
  return (
    <ModalDialog opened onClose={onClose} title="LINE Pay 申請">
      {application.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="載入申請">
          <Skeleton h={24} />
          <Skeleton h={160} />
        </Stack>
      ) : application.isError ? (
        <QueryErrorState query={application} />
      ) : (
        <ApplicationDetail application={application.data} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function ApplicationDetail({
  application: a,
  onClose,
}: {
  application: TAdminLinePayApplication;
  onClose: () => void;
}) {
  const mayDecide = useAdminMay('payments.applications');
  const approve = useApproveLinePayApplication(a.id);
  const reject = useRejectLinePayApplication(a.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const decided = (message: string) => {
    showNotification({ color: 'teal', message });
    onClose();
  };
  const sendBack = () => {
    const text = reason.trim();
    if (!text) return setReasonError('請填寫退回原因');
    reject.mutate(text, { onSuccess: () => decided('已退回申請') });
  };

  return (
    <Stack gap="sm" data-testid="line-pay-application-detail">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[a.status]} variant="light">
          {LINE_PAY_APPLICATION_STATUS_LABELS[a.status]}
        </Badge>
        <Text size="sm" c="dimmed">
          送出於 {formatTime(a.submittedAt)}
        </Text>
      </Group>
      <Row label="商家">{a.sellerName}</Row>
      <Row label="公司名稱">{a.businessName}</Row>
      <Row label="統一編號">{a.taxId}</Row>
      <Row label="聯絡人">{a.contactName}</Row>
      <Row label="聯絡電話">{a.contactPhone}</Row>
      <Row label="聯絡信箱">{a.contactEmail}</Row>
      {a.rejectReason && <Row label="退回原因">{a.rejectReason}</Row>}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          銀行文件
        </Text>
        {a.documents.length === 0 && (
          <Text size="sm" c="dimmed">
            沒有文件
          </Text>
        )}
        {a.documents.map((doc) => (
          <Button
            key={doc.id}
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            data-testid="line-pay-document-download"
            onClick={() => {
              setDownloadError(null);
              downloadLinePayDocument(a.id, doc).catch((e: Error) => setDownloadError(e.message));
            }}
          >
            下載 {doc.fileName}
          </Button>
        ))}
        {downloadError && (
          <Text size="xs" c="red.8" role="alert">
            {downloadError}
          </Text>
        )}
      </Stack>
      {mayDecide && a.status === 'SUBMITTED' && (
        <Stack gap="sm">
          {rejecting && (
            <Textarea
              label="退回原因（商家會看到）"
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              maxLength={ADMIN_REASON_MAX_LENGTH}
              error={reasonError}
              autosize
              minRows={2}
              data-testid="line-pay-reject-reason"
            />
          )}
          {(approve.error ?? reject.error) && (
            <Alert color="red" title="操作失敗">
              {(approve.error ?? reject.error)!.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {rejecting ? (
              <Button
                color="red"
                onClick={sendBack}
                loading={reject.isPending}
                data-testid="line-pay-reject-confirm"
              >
                確認退回
              </Button>
            ) : (
              <Button
                variant="default"
                onClick={() => setRejecting(true)}
                data-testid="line-pay-reject"
              >
                退回
              </Button>
            )}
            <Button
              onClick={() => approve.mutate(undefined, { onSuccess: () => decided('已核准申請') })}
              loading={approve.isPending}
              disabled={rejecting}
              data-testid="line-pay-approve"
            >
              核准
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
