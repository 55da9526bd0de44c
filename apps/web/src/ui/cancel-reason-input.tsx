import { Textarea, type TextareaProps } from '@mantine/core';
import { CANCEL_REASON_MAX_LENGTH } from '@haoyue/contracts';

/** Props of {@link CancelReasonInput}: label, placeholder and test id stay the caller's. */
export type CancelReasonInputProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (reason: string) => void;
};

/** The optional reason of a cancelled booking, as long as the API accepts, growing as typed. */
export function CancelReasonInput({ value, onChange, ...props }: CancelReasonInputProps) {
  return (
    <Textarea
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={CANCEL_REASON_MAX_LENGTH}
      autosize
      minRows={2}
      {...props}
    />
  );
}
