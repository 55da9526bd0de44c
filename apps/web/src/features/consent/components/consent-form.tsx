import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TConsentAnswers, TConsentFormItem } from '@haoyue/contracts';
import { useCallback, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  type AnswerErrors,
  type DraftAnswer,
  type DraftAnswers,
  toApiAnswers,
  validateAnswers,
} from '../lib/answers';
import { ConsentItemField } from './consent-item-field';
import classes from './consent-form.module.css';

/** The answers of a form being filled and what is wrong with them. */
export interface ConsentAnswersState {
  answers: DraftAnswers;
  errors: AnswerErrors;
  setAnswer: (itemId: string, value: DraftAnswer) => void;
  setErrors: (errors: AnswerErrors) => void;
}

/** Holds a form's answers (starting from `initial`) and their errors; answering clears its error. */
export function useConsentAnswers(initial: () => DraftAnswers): ConsentAnswersState {
  const [answers, setAnswers] = useState<DraftAnswers>(initial);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const setAnswer = useCallback((itemId: string, value: DraftAnswer) => {
    setAnswers((prev) => ({ ...prev, [itemId]: value }));
    setErrors((prev) => {
      if (!prev[itemId]) return prev;
      const rest = { ...prev };
      delete rest[itemId];
      return rest;
    });
  }, []);
  return { answers, errors, setAnswer, setErrors };
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
  title: string;
  introduction: string;
  items: readonly TConsentFormItem[];
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

// Form state kept hand-rolled: the answers' shape is the consent form's items (dynamic), and the page is customer-facing (no contract schema, decision 019).
/**
 * A consent form to fill: its title and introduction, every item with its required mark and
 * error, and one button that sends it. Answers are checked as the API checks them first; the
 * first item at fault is scrolled to.
 */
export function ConsentForm({
  title,
  introduction,
  items,
  state,
  header,
  formError,
  submitLabel,
  submitting,
  onSubmit,
}: ConsentFormProps) {
  const [tried, setTried] = useState(false);
  const { answers, errors, setAnswer, setErrors } = state;
  const errorCount = items.filter((item) => errors[item.id]).length;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = validateAnswers(items, answers);
    setErrors(found);
    const first = items.find((item) => found[item.id]);
    if (first) {
      focusItem(first.id);
      return;
    }
    onSubmit(toApiAnswers(items, answers));
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
              error={errors[item.id]}
              onChange={(value) => setAnswer(item.id, value)}
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
