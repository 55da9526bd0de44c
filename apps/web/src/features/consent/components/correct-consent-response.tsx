import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatOrderNumber, type TConsentResponse } from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { ApiError } from '../../../lib/api-error';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { useMyConsentResponse, useUpdateMyConsentResponse } from '../api/my-consent';
import { initialAnswers, itemOfErrorField } from '../lib/answers';
import { formatWhen } from '../../../lib/consent-answer-labels';
import { ConsentForm, focusItem, useConsentAnswers } from './consent-form';
import { ConsentFormSkeleton, FormNotice } from './consent-states';
import { ResponseView, RevisionHistory } from '../../../ui/consent-response-view';

/** Props of {@link CorrectBody}. */
interface CorrectBodyProps {
  customerId: number;
  response: TConsentResponse;
  saved: boolean;
  onSaved: () => void;
  onLocked: () => void;
}

/**
 * The filled form, its answers in place (useConsentAnswers: useContractForm with the answers'
 * checks), to correct and save; the history of changes below.
 */
function CorrectBody({ customerId, response, saved, onSaved, onLocked }: CorrectBodyProps) {
  const state = useConsentAnswers(response.items, initialAnswers(response.items, response.answers));
  const update = useUpdateMyConsentResponse(customerId, response.id);
  const [formError, setFormError] = useState<string | null>(null);
  const order = response.order;

  return (
    <Stack gap="xl">
      <ConsentForm
        form={response}
        state={state}
        header={
          <>
            <Text size="sm" c="dimmed" data-testid="consent-form-order">
              {order
                ? `${order.shopName}・到店 ${formatWhen(order.startTime)}・訂單 ${formatOrderNumber(order.orderNumber)}`
                : response.sellerName}
            </Text>
            <Text size="sm" c="dimmed">
              填寫於 {formatWhen(response.createdAt)}；到店前都可以修改，每次修改都會留下紀錄。
            </Text>
            {saved && <FormNotice testId="consent-saved">已儲存修改。</FormNotice>}
          </>
        }
        formError={formError}
        submitLabel="儲存修改"
        submitting={update.isPending}
        onSubmit={(answers) => {
          setFormError(null);
          update.mutate(answers, {
            onSuccess: onSaved,
            onError: (error) => {
              const code = error instanceof ApiError ? error.code : '';
              if (code === 'E_CONSENT_RESPONSE_LOCKED') {
                onLocked();
                return;
              }
              if (code === 'E_VALIDATION' && error instanceof ApiError) {
                const itemId = itemOfErrorField(error.field);
                if (itemId && response.items.some((item) => item.id === itemId)) {
                  state.setErrors({ [itemId]: error.message });
                  focusItem(itemId);
                  return;
                }
              }
              setFormError(error.message || '儲存失敗，請稍後再試');
            },
          });
        }}
      />
      <RevisionHistory response={response} titleOrder={3} />
    </Stack>
  );
}

/**
 * `/user/consent-form?customerId=…&responseId=…`: a form the customer filled. Before the visit
 * it is the form again, answers in place, saved with 儲存修改 (each change recorded); after, a
 * read-only copy: 「預約已開始，同意書已鎖定」.
 */
export function CorrectConsentResponse({
  customerId,
  responseId,
}: {
  customerId: number;
  responseId: number;
}) {
  const areaPaths = useAreaPaths();
  const query = useMyConsentResponse(customerId, responseId);
  const [saved, setSaved] = useState(false);
  const [lockedNow, setLockedNow] = useState(false);

  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return <EmptyState title="找不到這份同意書" description="連結可能有誤，或它屬於其他帳號。" />;
    }
    return <QueryErrorState query={query} />;
  }
  if (!query.data) return <ConsentFormSkeleton />;
  const response = query.data;
  const orderLink = response.order && (
    <Button
      component={Link}
      to={areaPaths.order(response.order.orderKey)}
      variant="default"
      data-testid="consent-back-to-order"
    >
      回到訂單
    </Button>
  );

  if (!response.editable || lockedNow) {
    return (
      <Stack gap="lg">
        <ResponseView
          response={response}
          notice={
            <Alert color="gray" variant="light" data-testid="consent-locked">
              預約已開始，同意書已鎖定
            </Alert>
          }
        />
        <Group>{orderLink}</Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <CorrectBody
        // Saved answers come back from the API: the form starts again from them.
        key={response.updatedAt}
        customerId={customerId}
        response={response}
        saved={saved}
        onSaved={() => setSaved(true)}
        onLocked={() => {
          setLockedNow(true);
          void query.refetch();
        }}
      />
      <Group>{orderLink}</Group>
    </Stack>
  );
}
