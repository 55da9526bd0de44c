import { showNotification } from './notifications';
import { RemoveButton } from './seller-dashboard/form-parts';

/** The callbacks a TanStack mutation takes, as {@link DeleteButton} hands them. */
export interface DeleteCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** Props of {@link DeleteButton}. */
export interface DeleteButtonProps {
  /** The question asked first, e.g. 確定要刪除儲值方案「…」嗎？ */
  confirm: string;
  /** Runs the deletion, e.g. `(done) => remove.mutate(id, done)`. */
  onDelete: (callbacks: DeleteCallbacks) => void;
  /** Said when it worked, e.g. 已刪除儲值方案; nothing when the list going shorter says enough. */
  doneMessage?: string;
  isPending?: boolean;
  disabled?: boolean;
  /** Why it may not work (shown on hover), e.g. 已售出的方案無法刪除. */
  title?: string;
  testId?: string;
}

/** A row's 刪除: asks first, deletes, and says how it went (刪除失敗：… on an error). */
export function DeleteButton({
  confirm,
  onDelete,
  doneMessage,
  isPending = false,
  ...button
}: DeleteButtonProps) {
  const run = () => {
    if (!window.confirm(confirm)) return;
    onDelete({
      onSuccess: () => {
        if (doneMessage) showNotification({ color: 'teal', message: doneMessage });
      },
      onError: (error) => showNotification({ color: 'red', message: `刪除失敗：${error.message}` }),
    });
  };
  return (
    // disabled, title and testId reach the button as they came.
    <RemoveButton removing={isPending} onClick={run} {...button}>
      刪除
    </RemoveButton>
  );
}
