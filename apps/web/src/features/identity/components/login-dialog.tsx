import { Modal } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import type { LoginDialogResult } from '../hooks/use-login-dialog';
import {
  initialLoginState,
  isSignedInStep,
  loginReducer,
  showsWelcome,
  STEP_TITLES,
} from '../lib/login-machine';
import { CipVerificationStep } from './cip-verification-step';
import { CompletionStep } from './completion-step';
import { PasswordLoginStep } from './password-login-step';
import { PasswordSettingStep } from './password-setting-step';
import { PhoneInputStep } from './phone-input-step';
import { SmsVerificationStep } from './sms-verification-step';
import type { StepProps } from './step-parts';
import { VerificationChoiceStep } from './verification-choice-step';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  opened: boolean;
  persistent: boolean;
  /** End a new account's sign-up on the welcome step (the header's 登入). */
  welcome?: boolean;
  onClose: (result: LoginDialogResult) => void;
}

function CurrentStep({ onDone, ...props }: StepProps & { onDone: () => void }) {
  const { state } = props;
  // Steps after the phone input need the checked number; without one, start over there.
  if (!state.phone && state.step !== 'phoneInput' && state.step !== 'smsPhoneInput') {
    return <PhoneInputStep {...props} />;
  }
  switch (state.step) {
    case 'phoneInput':
    case 'smsPhoneInput':
      return <PhoneInputStep key={state.step} {...props} />;
    case 'passwordLogin':
      return <PasswordLoginStep {...props} />;
    case 'verificationChoice':
      return <VerificationChoiceStep {...props} />;
    case 'smsVerification':
      return <SmsVerificationStep {...props} />;
    case 'cipVerification':
      return <CipVerificationStep {...props} />;
    case 'passwordSetting':
      return <PasswordSettingStep {...props} />;
    case 'completion':
      return <CompletionStep onDone={onDone} />;
  }
}

/** The phone sign-in dialog: one step at a time, titled by the step (spec §2, §4). */
export default function LoginDialog({
  opened,
  persistent,
  welcome = false,
  onClose,
}: LoginDialogProps) {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const finished = state.step === 'completion';
  const welcomes = showsWelcome(state, welcome);
  // Without the welcome, signing in is the end: back to what the visitor was doing.
  useEffect(() => {
    if (finished && !welcomes && opened) onClose('ok');
  }, [finished, welcomes, opened, onClose]);
  // Once signed in (choosing a password, the welcome) even a persistent dialog may be left.
  const signedIn = isSignedInStep(state.step);
  const dismissible = !persistent || signedIn;
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(signedIn ? 'ok' : 'dismissed')}
      title={STEP_TITLES[state.step]}
      withCloseButton={dismissible}
      closeOnEscape={dismissible}
      closeOnClickOutside={dismissible}
      closeButtonProps={{ 'aria-label': '關閉' }}
      centered
      size={420}
      radius="lg"
    >
      <div data-testid="login-dialog" data-step={state.step}>
        {finished && !welcomes ? null : (
          <CurrentStep state={state} dispatch={dispatch} onDone={() => onClose('ok')} />
        )}
      </div>
    </Modal>
  );
}
