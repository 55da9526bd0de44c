import { Button } from '@mantine/core';
import type { TConsentForm, TConsentResponse, TOrder } from '@haoyue/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { ApiError } from '../../../lib/api-error';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { checkConsentForms, useConsentCheck } from '../api/check-consent-forms';
import { useCreateConsentResponse } from '../api/create-consent-response';
import { useConsentForm, useConsentOrder } from '../api/get-consent-form';
import { type DraftAnswers, initialAnswers, itemOfErrorField } from '../lib/answers';
import { isEmptyAnswer } from '../../../lib/consent-answer-labels';
import { clearDraft, type DraftKey, restoreDraft, saveDraft } from '../lib/draft-storage';
import { ConsentForm, focusItem, useConsentAnswers } from './consent-form';
import { ConsentFormSkeleton, ConsentSent, FormNotice, OrderLine } from './consent-states';

const FORM_CHANGED_NOTICE =
  '店家剛更新了這份同意書，已載入最新版本並保留您填好的答案，請確認後再送出。';

/** Whether an API error is a 404 / 403: the thing is gone or not the visitor's. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** Props of {@link FillBody}. */
interface FillBodyProps {
  form: TConsentForm;
  order: TOrder;
  /** Answers carried over from a version that changed under the customer. */
  carried: DraftAnswers | null;
  notice: string | null;
  onSent: (response: TConsentResponse) => void;
  onFormChanged: (answers: DraftAnswers) => void;
  onAlreadyFilled: () => void;
}

/**
 * One version of the form, filled: kept as a draft on every change, sent by the button. The
 * answers live in useConsentAnswers (the form hook, useContractForm, with the answers' checks).
 */
function FillBody({
  form,
  order,
  carried,
  notice,
  onSent,
  onFormChanged,
  onAlreadyFilled,
}: FillBodyProps) {
  const draftKey: DraftKey = { formId: form.id, versionId: form.versionId, orderId: order.id };
  const [restored] = useState(() => restoreDraft(draftKey));
  const state = useConsentAnswers(
    form.items,
    initialAnswers(form.items, restored ?? carried ?? {}),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateConsentResponse();
  const hadDraft = restored !== null && Object.values(restored).some((v) => !isEmptyAnswer(v));

  // Every change is kept, so a reload (or a phone that drops the tab) loses nothing. The
  // first run is the form as it arrived: nothing typed yet, nothing to keep.
  const arrived = useRef(true);
  const answers = state.values;
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    saveDraft(draftKey, answers);
    // The key's parts are fixed for this body (a new version mounts a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers]);

  const send = (apiAnswers: Parameters<typeof create.mutate>[0]['answers']) => {
    setFormError(null);
    create.mutate(
      { orderId: order.id, consentFormId: form.id, versionId: form.versionId, answers: apiAnswers },
      {
        onSuccess: (response) => {
          clearDraft(draftKey);
          onSent(response);
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          if (code === 'E_VALIDATION' && error instanceof ApiError) {
            const itemId = itemOfErrorField(error.field);
            if (itemId && form.items.some((item) => item.id === itemId)) {
              state.setErrors({ [itemId]: error.message });
              focusItem(itemId);
              return;
            }
          }
          if (code === 'E_CONSENT_FORM_CHANGED') {
            clearDraft(draftKey);
            onFormChanged(state.getValues());
            return;
          }
          if (code === 'E_CONSENT_ALREADY_FILLED') {
            clearDraft(draftKey);
            onAlreadyFilled();
            return;
          }
          setFormError(error.message || '送出失敗，請稍後再試');
        },
      },
    );
  };

  return (
    <ConsentForm
      form={form}
      state={state}
      header={
        <>
          <OrderLine order={order} />
          {notice && <FormNotice testId="consent-form-notice">{notice}</FormNotice>}
          {!notice && hadDraft && (
            <FormNotice testId="consent-draft-restored">
              已還原您上次尚未送出的填寫內容。
            </FormNotice>
          )}
        </>
      }
      formError={formError}
      submitLabel="送出同意書"
      submitting={create.isPending}
      onSubmit={send}
    />
  );
}

/**
 * `/user/consent-form?formId=…&orderId=…`: fills a form for one of the customer's orders. Said
 * done (with the way back to the order) once sent; a form already filled leads to the filled
 * copy; a form changed by the shop meanwhile is reloaded, the answers kept.
 */
export function FillConsentForm({ formId, orderId }: { formId: number; orderId: number }) {
  const areaPaths = useAreaPaths();
  const navigate = useNavigate();
  const formQuery = useConsentForm(formId);
  const orderQuery = useConsentOrder(orderId);
  const check = useConsentCheck(orderId);
  const [carried, setCarried] = useState<DraftAnswers | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<TConsentResponse | null>(null);

  if (sent) {
    return <ConsentSent response={sent} orderKey={orderQuery.data?.orderKey ?? null} />;
  }
  if (formQuery.isError || orderQuery.isError) {
    if (isMissing(formQuery.error)) {
      return (
        <EmptyState title="找不到這份同意書" description="同意書可能已被店家停用，或連結有誤。" />
      );
    }
    if (isMissing(orderQuery.error)) {
      return (
        <EmptyState title="找不到這筆訂單" description="訂單可能有誤，或這筆訂單屬於其他帳號。" />
      );
    }
    return <QueryErrorState query={formQuery.isError ? formQuery : orderQuery} />;
  }
  if (!formQuery.data || !orderQuery.data || check.isPending) return <ConsentFormSkeleton />;
  const form = formQuery.data;
  const order = orderQuery.data;
  const orderLink = (
    <Button component={Link} to={areaPaths.order(order.orderKey)} variant="default">
      回到訂單
    </Button>
  );

  const status = check.data?.find((f) => f.consentFormId === formId);
  if (status?.state === 'FILLED' && status.responseId) {
    return (
      <EmptyState title="這份同意書已經填寫過了" description="您可以查看填寫內容；到店前仍可修改。">
        <Button
          component={Link}
          to={areaPaths.consentForm({
            customerId: order.customerId,
            responseId: status.responseId,
          })}
          data-testid="consent-open-filled"
        >
          查看填寫內容
        </Button>
        {orderLink}
      </EmptyState>
    );
  }
  if (order.status === 'CANCELLED') {
    return (
      <EmptyState title="這筆預約已取消" description="已取消的預約不需要填寫同意書。">
        {orderLink}
      </EmptyState>
    );
  }
  if (Date.parse(order.startTime) <= Date.now()) {
    return (
      <EmptyState title="預約已開始" description="預約開始後就無法再填寫同意書，請洽店家。">
        {orderLink}
      </EmptyState>
    );
  }

  return (
    <FillBody
      key={form.versionId}
      form={form}
      order={order}
      carried={carried}
      notice={notice}
      onSent={setSent}
      onFormChanged={(answers) => {
        setCarried(answers);
        setNotice(FORM_CHANGED_NOTICE);
        void formQuery.refetch();
      }}
      onAlreadyFilled={() => {
        // Straight to the copy on file; the check says which response it is.
        void checkConsentForms(orderId)
          .then((forms) => {
            const filled = forms.find((f) => f.consentFormId === formId)?.responseId;
            if (filled) {
              const to = { customerId: order.customerId, responseId: filled };
              void navigate(areaPaths.consentForm(to), { replace: true });
            } else {
              void check.refetch();
            }
          })
          .catch(() => void check.refetch());
      }}
    />
  );
}
