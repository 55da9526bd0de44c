import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { formatOrderNumber, type TConsentFormItem, type TConsentResponse } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import {
  EMPTY_ANSWER,
  formatAnswerText,
  formatRevisionChange,
  formatWhen,
  isEmptyAnswer,
  isSignatureValue,
  viewerTimeZone,
} from '../lib/consent-answer-labels';
import classes from './consent-response-view.module.css';

/** Props of {@link ResponseView}. */
export interface ResponseViewProps {
  response: TConsentResponse;
  /** The zone times are shown in (the viewer's by default). */
  timeZone?: string;
  /** The level of the form's title; its sections go one below. */
  titleOrder?: 2 | 3;
  /** Shown under the header (e.g. 「預約已開始，同意書已鎖定」). */
  notice?: ReactNode;
  /** Leave out the revision history (the correct view draws its own). */
  withoutHistory?: boolean;
}

/** One answer as the customer gave it, drawn for its item's kind. */
function Answer({ item, value }: { item: TConsentFormItem; value: unknown }) {
  if (isEmptyAnswer(value)) {
    return (
      <Text size="sm" c="dimmed" data-testid="consent-answer">
        {EMPTY_ANSWER}
      </Text>
    );
  }
  if (item.kind === 'SIGNATURE' && isSignatureValue(value)) {
    return (
      <img
        src={value}
        alt="簽名"
        className={classes.signature}
        data-testid="consent-answer-signature"
      />
    );
  }
  const text = formatAnswerText(item.kind, value);
  return (
    <>
      <Text
        size="sm"
        fw={500}
        className={item.kind === 'LONG_TEXT' ? classes.multiline : undefined}
        data-testid="consent-answer"
      >
        {text}
      </Text>
      {item.kind === 'AGREEMENT' && value === true && item.terms && (
        <div className={`${classes.terms} ${classes.multiline}`} data-testid="consent-answer-terms">
          {item.terms}
        </div>
      )}
    </>
  );
}

/** Who filled it, for which visit, when. */
function Meta({ response, timeZone }: { response: TConsentResponse; timeZone: string }) {
  const rows: [string, string][] = [
    ['店家', response.order?.shopName ?? response.sellerName],
    ['顧客', response.customer.name],
  ];
  if (response.order) {
    rows.push(['訂單編號', formatOrderNumber(response.order.orderNumber)]);
    rows.push(['到店時間', formatWhen(response.order.startTime, timeZone)]);
  }
  rows.push(['填寫時間', formatWhen(response.createdAt, timeZone)]);
  if (response.revisions.length > 0) {
    rows.push(['最後修改', formatWhen(response.updatedAt, timeZone)]);
  }
  rows.push(['版本', `第 ${response.version} 版`]);
  return (
    <dl className={classes.meta} data-testid="consent-response-meta">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link RevisionHistory}. */
export interface RevisionHistoryProps {
  response: Pick<TConsentResponse, 'items' | 'revisions'>;
  timeZone?: string;
  titleOrder?: TitleOrder;
}

/**
 * Every correction, newest first: when, who, and which answers changed (before → after; a
 * signature says 「重新簽名」 rather than showing both images).
 */
export function RevisionHistory({
  response,
  timeZone = viewerTimeZone(),
  titleOrder = 3,
}: RevisionHistoryProps) {
  const kinds = new Map(response.items.map((item) => [item.id, item.kind]));
  const revisions = [...response.revisions].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Stack gap="xs" component="section" aria-label="修改紀錄" data-testid="consent-revisions">
      <Title order={titleOrder} size="h5">
        修改紀錄
      </Title>
      {revisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          尚無修改紀錄
        </Text>
      ) : (
        <ol className={classes.history}>
          {revisions.map((revision, i) => (
            <li key={`${revision.at}-${i}`} data-testid="consent-revision">
              <Text size="sm" fw={600}>
                {formatWhen(revision.at, timeZone)}・{revision.byName}
              </Text>
              <ul style={{ margin: '2px 0 0', paddingInlineStart: '1.2em' }}>
                {revision.changed.map((change) => {
                  const line = formatRevisionChange(kinds.get(change.itemId), change);
                  return (
                    <li key={change.itemId} data-testid="consent-revision-change">
                      <Text size="sm" span className={classes.multiline}>
                        {line.label}：{line.text}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

/**
 * A filled consent form, read-only and print-friendly: the title and introduction of the version
 * answered, each item with its answer (choices, 是／否, a zh-TW date, 已同意 with the terms, the
 * signature image), then the revision history.
 */
export function ResponseView({
  response,
  timeZone = viewerTimeZone(),
  titleOrder = 2,
  notice,
  withoutHistory = false,
}: ResponseViewProps) {
  const titleId = `consent-response-title-${response.id}`;
  return (
    <article
      className={classes.view}
      aria-labelledby={titleId}
      data-testid="consent-response-view"
      data-response-id={response.id}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={titleOrder} size="h3" id={titleId} data-testid="consent-response-title">
            {response.title}
          </Title>
          <Meta response={response} timeZone={timeZone} />
        </Stack>
        {notice}
        {response.introduction && (
          <Text size="sm" className={classes.multiline} data-testid="consent-response-intro">
            {response.introduction}
          </Text>
        )}
        <ol className={classes.items}>
          {response.items.map((item) => (
            <li
              key={item.id}
              className={classes.item}
              data-testid="consent-response-item"
              data-item-id={item.id}
              data-kind={item.kind}
            >
              <Text size="sm" c="dimmed" fw={600}>
                {item.label}
              </Text>
              <Answer item={item} value={response.answers[item.id]} />
            </li>
          ))}
        </ol>
        {!withoutHistory && (
          <RevisionHistory
            response={response}
            timeZone={timeZone}
            titleOrder={titleOrder === 2 ? 3 : 4}
          />
        )}
      </Stack>
    </article>
  );
}
