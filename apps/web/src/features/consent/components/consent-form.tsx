import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TConsentAnswers, TConsentFormItem } from '@haoyue/contracts';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { checks } from '../../../lib/form-checks';
import { type ContractForm, useContractForm } from '../../../lib/use-contract-form';
import { type DraftAnswers, toApiAnswers, validateAnswers } from '../lib/answers';
import { ConsentItemField } from './consent-item-field';
import classes from './consent-form.module.css';

/**
 * The answers of a form being filled, by item id, and what is wrong with them: the form hook
 * checking each answer as the API does (lib/answers, with its messages) and sending the answers
 * as the API takes them (`form.body()`). Answering an item clears its error.
 */
export type ConsentAnswersState = ContractForm<DraftAnswers, TConsentAnswers>;

/** Holds the answers to `items`, starting from `initialAnswers`. */
export function useConsentAnswers(
  items: readonly TConsentFormItem[],
  initialAnswers: DraftAnswers,
): ConsentAnswersState {
  return useContractForm({
    initialValues: initialAnswers,
    schema: checks((answers: DraftAnswers) => validateAnswers(items, answers)),
    toBody: (answers) => toApiAnswers(items, answers),
  });
}

/** The element id of an item's block (where an error scrolls to). */
export function itemElementId(itemId: string): string {
  return `consent-item-${itemId}`;
}

/** Scrolls to an item and puts the focus in it (its first field, else the block). */
export function focusItem(itemId: string): void {
  const block = document.getElementById(itemElementId(itemId));
  if (!block) return;
  block.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const field = block.querySelector<HTMLElement>(
    'input:not([disabled]), textarea:not([disabled]), [tabindex="0"]',
  );
  (field ?? block).focus({ preventScroll: true });
}

/**
 * Enter in a one-line field must not send the form (a half-filled form sent by accident): only
 * the button sends it. A textarea keeps its Enter (a line break); an IME keeps its Enter (it
 * picks the characters).
 */
export function keepEnterFromSubmitting(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  const target = e.target as HTMLElement;
  if (target instanceof HTMLInputElement && target.type !== 'submit') e.preventDefault();
}

/** Props of {@link ConsentForm}. */
export interface ConsentFormProps {
  /** The form as the API sends it, to fill afresh or as it was filled. */
  form: { title: string; introduction: string; items: readonly TConsentFormItem[] };
  /** The answers, from {@link useConsentAnswers} for the same items. */
  state: ConsentAnswersState;
  /** Shown under the title (the order it is for, a notice). */
  header?: ReactNode;
  /** A message about the whole form (a failed send). */
  formError?: string | null;
  submitLabel: string;
  submitting: boolean;
  /** Called with the answers as the API takes them, once they pass the checks. */
  onSubmit: (answers: TConsentAnswers) => void;
}

/**
 * A consent form to fill: its title and introduction, every item with its required mark and
 * error, and one button that sends it. Answers are checked as the API checks them first; the
 * first item at fault is scrolled to.
 */
export function ConsentForm({
  form: { title, introduction, items },
  state,
  header,
  formError,
  submitLabel,
  submitting,
  onSubmit,
}: ConsentFormProps) {
  const [tried, setTried] = useState(false);
  const { values: answers, errors } = state;
  const errorCount = items.filter((item) => errors[item.id]).length;
  const send = state.onSubmit(
    () => onSubmit(state.body()),
    (found) => {
      const first = items.find((item) => found[item.id]);
      if (first) focusItem(first.id);
    },
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    setTried(true);
    send(e);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={keepEnterFromSubmitting}
      aria-labelledby="consent-form-title"
      data-testid="consent-form"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" id="consent-form-title" data-testid="consent-form-title">
            {title}
          </Title>
          {header}
        </Stack>
        {introduction && (
          <Text size="sm" className={classes.multiline} data-testid="consent-form-intro">
            {introduction}
          </Text>
        )}
        {items.some((item) => item.required) && (
          <Text size="xs" c="dimmed">
            標示 <span className={classes.asterisk}>*</span> 的項目為必填。
          </Text>
        )}
        {items.map((item) => (
          <div
            key={item.id}
            id={itemElementId(item.id)}
            className={classes.item}
            tabIndex={-1}
            data-testid="consent-item"
            data-item-id={item.id}
            data-kind={item.kind}
          >
            <ConsentItemField
              item={item}
              value={answers[item.id]}
              error={errors[item.id] as string | undefined}
              onChange={(value) => state.setFieldValue(item.id, value)}
            />
          </div>
        ))}
        {tried && errorCount > 0 && (
          <Alert color="red" variant="light" role="alert" data-testid="consent-form-invalid">
            還有 {errorCount} 個項目需要填寫或修正，請查看標示紅字的項目。
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="consent-form-error">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting} data-testid="consent-submit">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
