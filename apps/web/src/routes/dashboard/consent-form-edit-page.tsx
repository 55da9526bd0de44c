import { Skeleton, Stack } from '@mantine/core';
import type { TSellerConsentForm } from '@haoyue/contracts';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSellerConsentForm } from '../../features/consent-builder/api/consent-forms';
import { ConsentFormEditor } from '../../features/consent-builder/components/consent-form-editor';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { ApiError } from '../../lib/api-error';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { showNotification } from '../../ui/notifications';

const LIST = paths.dashboardConsentForms.getHref();

/** Opens the saved form (when editing one) and its editor. */
function EditConsentForm({ formId }: { formId: number | null }) {
  const { seller } = useDashboard();
  const navigate = useNavigate();
  const form = useSellerConsentForm(seller.id, formId);
  const onSaved = (saved: TSellerConsentForm) => {
    const newVersion = formId !== null && form.data && saved.version > form.data.version;
    showNotification({
      color: 'teal',
      message:
        formId === null
          ? `已建立同意書「${saved.title}」`
          : newVersion
            ? `已儲存，建立第 ${saved.version} 版`
            : '已儲存同意書',
    });
    navigate(LIST);
  };
  if (formId !== null) {
    if (form.isError) {
      if (form.error instanceof ApiError && form.error.status === 404) {
        return <NotFoundContent title="找不到這份同意書" description="同意書可能已刪除。" />;
      }
      return <QueryErrorState query={form} />;
    }
    if (!form.data) {
      return (
        <Stack gap="md" role="status" aria-label="載入中">
          <Skeleton h={180} />
          <Skeleton h={220} />
          <Skeleton h={160} />
        </Stack>
      );
    }
  }
  return (
    <ConsentFormEditor
      key={formId ?? 'new'}
      sellerId={seller.id}
      form={formId === null ? null : form.data!}
      cancelHref={LIST}
      onSaved={onSaved}
    />
  );
}

/** `/dashboard/consent-forms/{new|formId}` (consent.manage): write or change a 同意書. */
export default function ConsentFormEditPage() {
  const params = useParams();
  const formId = params.formId ? Number(params.formId) : null;
  const valid = formId === null || (Number.isInteger(formId) && formId > 0);
  return (
    <DashboardPage
      title={formId === null ? '新增同意書' : '編輯同意書'}
      back={{ href: LIST, label: '同意書' }}
    >
      <RequirePermission permission="consent.manage">
        {valid ? <EditConsentForm formId={formId} /> : <NotFoundContent title="找不到這份同意書" />}
      </RequirePermission>
    </DashboardPage>
  );
}
