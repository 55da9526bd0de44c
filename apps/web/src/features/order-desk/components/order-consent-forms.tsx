import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { CONSENT_FORM_DUE_LABELS, type TConsentFormStatus } from '@haoyue/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ListRow } from '../../../ui/list-row';
import { useOrderConsentForms } from '../api/order-consent-forms';
import { formatShopDateTime } from '../../../lib/shop-orders/shop-time';

function FormRow({ form, timeZone }: { form: TConsentFormStatus; timeZone: string }) {
  const isFilled = form.state === 'FILLED';
  return (
    <ListRow
      data-testid="calendar-consent-form"
      data-state={form.state}
      end={<FormState form={form} />}
    >
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {form.title}
      </Text>
      <Text size="xs" c="dimmed">
        {CONSENT_FORM_DUE_LABELS[form.due]}
        {isFilled && form.filledAt && `・${formatShopDateTime(form.filledAt, timeZone, true)}`}
      </Text>
    </ListRow>
  );
}

/** 已填寫 with its 查看, or 未填寫. */
function FormState({ form }: { form: TConsentFormStatus }) {
  const isFilled = form.state === 'FILLED';
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge
        color={isFilled ? 'teal' : 'orange'}
        variant="light"
        data-testid="calendar-consent-state"
      >
        {isFilled ? '已填寫' : '未填寫'}
      </Badge>
      {isFilled && form.responseId !== null && (
        <Anchor
          component={Link}
          to={paths.dashboardConsentResponse.getHref(form.responseId)}
          size="sm"
          aria-label={`查看「${form.title}」`}
          data-testid="calendar-consent-view"
        >
          查看
        </Anchor>
      )}
    </Group>
  );
}

/**
 * 同意書 in the booking drawer: each form the order needs, filled (when, and a link to the
 * response) or still missing. Nothing when the order needs none.
 */
export function OrderConsentForms({
  sellerId,
  orderId,
  timeZone,
}: {
  sellerId: number;
  orderId: number;
  timeZone: string;
}) {
  const consent = useOrderConsentForms(sellerId, orderId);
  const forms = consent.data?.orderId === orderId ? consent.data.forms : [];
  if (forms.length === 0) return null;
  const missing = forms.filter((f) => f.state === 'MISSING').length;
  return (
    <Stack gap="xs" data-testid="calendar-consent-forms">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" component="h3">
          同意書
        </Text>
        <Text size="xs" c={missing > 0 ? 'red.9' : 'dimmed'}>
          {missing > 0 ? `${missing} 份未填寫` : '皆已填寫'}
        </Text>
      </Group>
      {forms.map((form) => (
        <FormRow key={form.consentFormId} form={form} timeZone={timeZone} />
      ))}
    </Stack>
  );
}
