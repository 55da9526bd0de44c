/** The identity module's public operations: what other modules may use. */
export { authenticate } from './auth.service';
export { validatePhoneNumber } from './phone';
