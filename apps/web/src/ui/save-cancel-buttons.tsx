import { Button } from '@mantine/core';

/** Props of {@link SaveCancelButtons}. */
export interface SaveCancelButtonsProps {
  /** The save is under way. */
  saving: boolean;
  /** Leaves the edit unsaved. */
  onCancel: () => void;
}

/** The small 儲存 (submitting its form) and 取消 of an edit made in place, e.g. a renamed group. */
export function SaveCancelButtons({ saving, onCancel }: SaveCancelButtonsProps) {
  return (
    <>
      <Button type="submit" size="xs" loading={saving}>
        儲存
      </Button>
      <Button size="xs" variant="default" onClick={onCancel}>
        取消
      </Button>
    </>
  );
}
