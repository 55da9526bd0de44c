// The public pages load only the Mantine styles they use (lib/mantine-public.css): the radios'
// and checkboxes' come with this form's chunk.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_LIMITS,
  CONSENT_DATE_MAX,
  CONSENT_DATE_MIN,
  type TConsentFormItem,
} from '@haoyue/contracts';
import type { DraftAnswer } from '../lib/answers';
import { RequiredMark } from './required-mark';
import { SignaturePad } from './signature-pad';
import classes from './consent-form.module.css';

/** Props of {@link ConsentItemField}. */
export interface ConsentItemFieldProps {
  item: TConsentFormItem;
  value: DraftAnswer | undefined;
  error?: string;
  onChange: (value: DraftAnswer) => void;
}

/** An item's help under its label, line breaks kept. */
function describe(item: TConsentFormItem) {
  return item.description ? (
    <span className={classes.multiline}>{item.description}</span>
  ) : undefined;
}

/** The terms of an agreement in a box that scrolls, and the box to tick. */
function AgreementField({ item, value, error, onChange }: ConsentItemFieldProps) {
  const base = `consent-${item.id}`;
  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? `${base}-error` : undefined}>
      <legend className={classes.legend}>
        {item.label}
        {item.required && <RequiredMark />}
      </legend>
      {item.description && (
        <Text size="xs" c="dimmed" className={classes.multiline}>
          {item.description}
        </Text>
      )}
      {/* A scrolling region must be reachable by keyboard to be read: focusable, named. */}
      <div
        className={classes.terms}
        tabIndex={0}
        role="region"
        aria-label={`「${item.label}」條款內容`}
        data-testid="consent-terms"
      >
        {item.terms}
      </div>
      <Checkbox
        mt="sm"
        label="我已閱讀並同意"
        checked={value === true}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        data-testid="consent-agree"
      />
      {error && (
        <Text size="sm" c="red.8" id={`${base}-error`} mt={4} data-testid="consent-item-error">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/** A choice item's options, one under the other, as radios or as checkboxes. */
function OptionStack({
  options,
  Option,
}: {
  options: readonly string[];
  Option: typeof Radio | typeof Checkbox;
}) {
  return (
    <Stack gap="xs" mt={6}>
      {options.map((option) => (
        <Option key={option} value={option} label={option} />
      ))}
    </Stack>
  );
}

/**
 * One question of a form, drawn for its kind: text, long text (Enter is a line break), choices
 * as radios or checkboxes, a date, 是／否, an agreement, a signature.
 */
export function ConsentItemField(props: ConsentItemFieldProps) {
  const { item, value, error, onChange } = props;
  const common = {
    label: item.label,
    description: describe(item),
    error,
    withAsterisk: item.required,
  };
  // Text inputs say they are required; the groups' mark is their label's asterisk.
  const input = { ...common, 'aria-required': item.required || undefined };
  switch (item.kind) {
    case 'SHORT_TEXT':
      return (
        <TextInput
          {...input}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={CONSENT_LIMITS.shortText}
          enterKeyHint="next"
          data-testid="consent-input"
        />
      );
    case 'LONG_TEXT':
      return (
        <Textarea
          {...input}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CONSENT_LIMITS.longText}
          enterKeyHint="enter"
          data-testid="consent-input"
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...input}
          type="date"
          lang="zh-TW"
          min={CONSENT_DATE_MIN}
          max={CONSENT_DATE_MAX}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid="consent-input"
        />
      );
    case 'SINGLE_CHOICE':
      return (
        <Radio.Group
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
        >
          <OptionStack options={item.options} Option={Radio} />
        </Radio.Group>
      );
    case 'MULTIPLE_CHOICE':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
        >
          <OptionStack options={item.options} Option={Checkbox} />
        </Checkbox.Group>
      );
    case 'YES_NO':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(v) => onChange(v === 'yes')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="yes" label="是" />
            <Radio value="no" label="否" />
          </Stack>
        </Radio.Group>
      );
    case 'AGREEMENT':
      return <AgreementField {...props} />;
    case 'SIGNATURE':
      return (
        <SignaturePad
          id={`consent-${item.id}`}
          label={item.label}
          description={item.description || undefined}
          required={item.required}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          error={error}
        />
      );
    default:
      return null;
  }
}
