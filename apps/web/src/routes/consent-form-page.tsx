import { useSearchParams } from 'react-router';
import { CorrectConsentResponse } from '../features/consent/components/correct-consent-response';
import { FillConsentForm } from '../features/consent/components/fill-consent-form';
import { MyConsentForms } from '../features/consent/components/my-consent-forms';
import { EmptyState } from '../ui/empty-state';
import { SignedInPage } from './signed-in-page';

/** A positive id from the query, or null. */
function idParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * `/user/consent-form`: 同意書. `formId` + `orderId` fill a form for an order; `customerId` +
 * `responseId` open one filled (to correct before the visit, read-only after); without either,
 * the user's forms at every seller.
 */
export default function ConsentFormPage() {
  const [params] = useSearchParams();
  const formId = idParam(params, 'formId');
  const orderId = idParam(params, 'orderId');
  const customerId = idParam(params, 'customerId');
  const responseId = idParam(params, 'responseId');
  let body;
  if (formId && orderId) {
    body = <FillConsentForm key={`${formId}-${orderId}`} formId={formId} orderId={orderId} />;
  } else if (customerId && responseId) {
    body = (
      <CorrectConsentResponse
        key={`${customerId}-${responseId}`}
        customerId={customerId}
        responseId={responseId}
      />
    );
  } else if (!formId && !orderId && !customerId && !responseId) {
    // No form asked for: the user's forms at every seller (due ones first), never a dead end.
    body = <MyConsentForms />;
  } else {
    body = (
      <EmptyState title="找不到這份同意書" description="連結不完整，請從訂單或會員卡開啟同意書。" />
    );
  }
  return (
    <SignedInPage title="同意書" description="登入後即可填寫與查看您的同意書。" size="sm">
      {body}
    </SignedInPage>
  );
}
