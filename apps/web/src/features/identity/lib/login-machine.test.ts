import type { TProviders } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeChannel,
  initialLoginState,
  loginReducer,
  NO_VERIFICATION_METHOD,
  isSignedInStep,
  reusableCode,
  showsWelcome,
  type CheckedPhone,
  type LoginEvent,
  type LoginState,
  type LoginStep,
} from './login-machine';

const taiwan: TProviders = { sms: true, whatsapp: false, cip: true };
const abroad: TProviders = { sms: false, whatsapp: true, cip: false };
const cipOnly: TProviders = { sms: false, whatsapp: false, cip: true };
const none: TProviders = { sms: false, whatsapp: false, cip: false };

const phone: CheckedPhone = {
  country: { name: '台灣', dialCode: '+886', isoCode: 'TW' },
  national: '0912345678',
  phoneNumber: '+886912345678',
};

const checked = (isRegistered: boolean, providers: TProviders): LoginEvent => ({
  type: 'phoneChecked',
  phone,
  isRegistered,
  providers,
});

const run = (events: LoginEvent[], from: LoginState = initialLoginState) =>
  events.reduce(loginReducer, from);

const at = (step: LoginStep, patch: Partial<LoginState> = {}): LoginState => ({
  ...initialLoginState,
  phone,
  providers: taiwan,
  ...patch,
  step,
});

describe('login flow after the phone number', () => {
  it('starts at the phone input', () => {
    expect(initialLoginState.step).toBe('phoneInput');
  });

  it('sends a registered number to the password step and keeps what the server answered', () => {
    const state = run([checked(true, taiwan)]);
    expect(state.step).toBe('passwordLogin');
    expect(state.phone?.phoneNumber).toBe('+886912345678');
    expect(state.isRegistered).toBe(true);
    expect(state.providers).toEqual(taiwan);
  });

  it('offers the choice to a newcomer when both SMS and phone call are available', () => {
    expect(run([checked(false, taiwan)]).step).toBe('verificationChoice');
  });

  it('goes straight to the only method there is', () => {
    expect(run([checked(false, abroad)]).step).toBe('smsVerification');
    expect(run([checked(false, cipOnly)]).step).toBe('cipVerification');
  });

  it('stays on the phone input with a notice when nothing can verify the number', () => {
    const state = run([checked(false, none)]);
    expect(state.step).toBe('phoneInput');
    expect(state.notice).toBe(NO_VERIFICATION_METHOD);
  });
});

describe('password login', () => {
  it('completes on success', () => {
    expect(run([checked(true, taiwan), { type: 'passwordAccepted' }]).step).toBe('completion');
  });

  it('forgot password leads to the choice, SMS or phone call by availability', () => {
    const forgot: LoginEvent = { type: 'forgotPassword' };
    expect(run([checked(true, taiwan), forgot]).step).toBe('verificationChoice');
    expect(run([checked(true, abroad), forgot]).step).toBe('smsVerification');
    expect(run([checked(true, cipOnly), forgot]).step).toBe('cipVerification');
    const stuck = run([checked(true, none), forgot]);
    expect(stuck.step).toBe('passwordLogin');
    expect(stuck.notice).toBe(NO_VERIFICATION_METHOD);
  });
});

describe('verification', () => {
  it('the choice opens the chosen method', () => {
    const choice = at('verificationChoice');
    expect(loginReducer(choice, { type: 'verificationChosen', method: 'sms' }).step).toBe(
      'smsVerification',
    );
    expect(loginReducer(choice, { type: 'verificationChosen', method: 'cip' }).step).toBe(
      'cipVerification',
    );
    const noCip = at('verificationChoice', { providers: abroad });
    expect(loginReducer(noCip, { type: 'verificationChosen', method: 'cip' })).toBe(noCip);
  });

  it('a code or call sign-in asks for a password, then completes once it is saved', () => {
    const sms = run([{ type: 'phoneVerified' }], at('smsVerification'));
    expect(sms.step).toBe('passwordSetting');
    expect(run([{ type: 'phoneVerified' }], at('cipVerification')).step).toBe('passwordSetting');
    expect(loginReducer(sms, { type: 'passwordSaved' }).step).toBe('completion');
  });

  it('the password can be left for later: signed in already, the dialog may end', () => {
    const sms = run([{ type: 'phoneVerified' }], at('smsVerification'));
    expect(loginReducer(sms, { type: 'passwordSkipped' }).step).toBe('completion');
    expect(loginReducer(at('passwordLogin'), { type: 'passwordSkipped' }).step).toBe(
      'passwordLogin',
    );
    expect(isSignedInStep('passwordSetting')).toBe(true);
    expect(isSignedInStep('completion')).toBe(true);
    expect(isSignedInStep('smsVerification')).toBe(false);
  });

  it('welcomes only a new account made from the header, not a sign-in on the way', () => {
    const newcomer = at('completion', { isRegistered: false });
    const returning = at('completion', { isRegistered: true });
    expect(showsWelcome(newcomer, true)).toBe(true);
    expect(showsWelcome(returning, true)).toBe(false);
    expect(showsWelcome(newcomer, false)).toBe(false);
  });

  it('"cannot verify by phone call" asks the number again, then goes straight to SMS', () => {
    const smsInput = loginReducer(at('cipVerification'), { type: 'cipUnavailable' });
    expect(smsInput.step).toBe('smsPhoneInput');
    expect(smsInput.smsMode).toBe(true);
    // Even a registered number skips the password in SMS-verification mode.
    const next = loginReducer(smsInput, checked(true, taiwan));
    expect(next.step).toBe('smsVerification');
    expect(loginReducer(next, { type: 'phoneVerified' })).toMatchObject({
      step: 'passwordSetting',
      smsMode: false,
    });
  });

  it('SMS-verification mode without SMS or WhatsApp stays put with a notice', () => {
    const state = loginReducer(at('smsPhoneInput', { smsMode: true }), checked(false, cipOnly));
    expect(state.step).toBe('smsPhoneInput');
    expect(state.notice).toBe(NO_VERIFICATION_METHOD);
  });

  it('sends codes by WhatsApp where SMS is not offered', () => {
    expect(codeChannel(taiwan)).toBe('sms');
    expect(codeChannel(abroad)).toBe('whatsapp');
  });
});

describe('sent codes', () => {
  const code = {
    phoneNumber: '+886912345678',
    verificationId: 'v1',
    channel: 'sms' as const,
    expiresAt: 10_000,
    resendAt: 5_000,
  };

  it('remembers the code sent on the SMS step, and reuses it for the same number in time', () => {
    const state = loginReducer(at('smsVerification'), { type: 'codeSent', code });
    expect(state.sentCode).toEqual(code);
    const back = loginReducer(loginReducer(state, { type: 'jump', step: 'phoneInput' }), {
      ...checked(false, taiwan),
    });
    expect(reusableCode(back, 9_999)).toEqual(code);
    expect(reusableCode(back, 10_000)).toBeNull();
    const other = { ...back, phone: { ...phone, phoneNumber: '+886987654321' } };
    expect(reusableCode(other, 0)).toBeNull();
  });

  it('ignores a code reported outside the SMS step', () => {
    const state = at('cipVerification');
    expect(loginReducer(state, { type: 'codeSent', code })).toBe(state);
  });
});

describe('jumps and stale events', () => {
  it('any step can jump to another by name; the SMS phone input turns on SMS mode', () => {
    const state = at('passwordLogin', { notice: 'x' });
    expect(loginReducer(state, { type: 'jump', step: 'phoneInput' })).toMatchObject({
      step: 'phoneInput',
      notice: null,
      smsMode: false,
      phone,
    });
    expect(loginReducer(state, { type: 'jump', step: 'smsPhoneInput' }).smsMode).toBe(true);
  });

  it('ignores events that do not belong to the current step', () => {
    const events: LoginEvent[] = [
      { type: 'passwordAccepted' },
      { type: 'phoneVerified' },
      { type: 'passwordSaved' },
      { type: 'forgotPassword' },
      { type: 'cipUnavailable' },
      { type: 'verificationChosen', method: 'sms' },
    ];
    for (const event of events) {
      expect(loginReducer(initialLoginState, event)).toBe(initialLoginState);
    }
    const completed = at('completion');
    expect(loginReducer(completed, checked(true, taiwan))).toBe(completed);
  });
});
