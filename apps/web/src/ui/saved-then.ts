import { showNotification } from './notifications';

/**
 * A mutation's callbacks for a save that says it is done: the teal notification (its words fixed,
 * or made from the answer, e.g. the name created), then `then` (close the dialog, reset the form).
 * Refusals stay with the form, which shows the mutation's error.
 */
export function savedThen<R = unknown>(
  message: string | ((result: R) => string),
  then?: () => void,
): { onSuccess: (result: R) => void } {
  return {
    onSuccess: (result) => {
      showNotification({
        color: 'teal',
        message: typeof message === 'function' ? message(result) : message,
      });
      then?.();
    },
  };
}
