import { Alert, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import {
  PUSH_AUDIENCE_KINDS,
  PUSH_AUDIENCE_LABELS,
  type TPushAudienceKind,
} from '@haoyue/contracts';
import { pushAudiencesQuery, usePushPreview } from '../api/push-messages';
import { audienceIdOf, type PushFormValues } from '../lib/push-form';

type FieldProps = (path: keyof PushFormValues, testId: string) => Record<string, unknown>;

const KIND_OPTIONS = PUSH_AUDIENCE_KINDS.map((kind) => ({
  value: kind,
  label: PUSH_AUDIENCE_LABELS[kind],
}));

/** Props of {@link PushAudiencePicker}. */
export interface PushAudiencePickerProps {
  values: PushFormValues;
  field: FieldProps;
}

const placeholder = (label: string) => [{ value: '', label, disabled: true }];

/**
 * Who the message goes to: all users, a country's or a city's, an industry's customers, or one
 * seller's LINE friends; with the live count of the audience and what each channel reaches.
 */
export function PushAudiencePicker({ values, field }: PushAudiencePickerProps) {
  const options = pushAudiencesQuery.use();
  const kind = values.audienceKind;
  const country = options.data?.countries.find((c) => String(c.id) === values.countryId);
  const data = options.data;
  return (
    <Stack gap="xs">
      <NativeSelect
        label="傳送對象"
        data={KIND_OPTIONS}
        {...field('audienceKind', 'push-audience-kind')}
      />
      {kind !== 'ALL' &&
        !data &&
        (options.isError ? (
          <Alert color="red" variant="light" p="xs">
            無法載入選項，請重新整理頁面
          </Alert>
        ) : (
          <Skeleton height={60} role="status" aria-label="載入中" />
        ))}
      {data && (kind === 'COUNTRY' || kind === 'CITY') && (
        <Group grow align="flex-start">
          <NativeSelect
            label="國家"
            data={[
              ...placeholder('請選擇國家'),
              ...data.countries.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            {...field('countryId', 'push-country')}
          />
          {kind === 'CITY' && (
            <NativeSelect
              label="城市"
              disabled={!country}
              data={[
                ...placeholder('請選擇城市'),
                ...(country?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              {...field('cityId', 'push-city')}
            />
          )}
        </Group>
      )}
      {data && kind === 'INDUSTRY' && (
        <NativeSelect
          label="產業"
          data={[
            ...placeholder('請選擇產業'),
            ...data.industries.map((i) => ({ value: String(i.id), label: i.name })),
          ]}
          {...field('industryId', 'push-industry')}
        />
      )}
      {data && kind === 'SELLER_LINE_FRIENDS' && (
        <NativeSelect
          label="商家（已串接 LINE）"
          data={[
            ...placeholder(data.sellers.length ? '請選擇商家' : '尚無串接 LINE 的商家'),
            ...data.sellers.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          {...field('sellerId', 'push-seller')}
        />
      )}
      <AudienceCount kind={kind} id={audienceIdOf(values)} />
    </Stack>
  );
}

/** 「共 N 位：LINE x 位、簡訊 y 位、無法送達 z 位」 for a complete audience. */
function AudienceCount({ kind, id }: { kind: TPushAudienceKind; id: number | null }) {
  const preview = usePushPreview(kind, id);
  if (kind !== 'ALL' && id === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="push-audience-count">
        選擇對象後顯示人數
      </Text>
    );
  }
  if (preview.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {preview.error.message}
      </Text>
    );
  }
  const counts = preview.data;
  return (
    <Text size="sm" aria-live="polite" data-testid="push-audience-count" aria-busy={!counts}>
      {counts
        ? `共 ${counts.total} 位：LINE ${counts.line} 位、簡訊 ${counts.sms} 位、無法送達 ${counts.unreachable} 位`
        : '計算人數中…'}
    </Text>
  );
}
