import type { TManagedOperator } from '@haoyue/contracts';
import { OPERATOR_PHOTO_MAX_BYTES } from '../../../lib/seller-dashboard/image-files';
import { AvatarImage } from '../../../ui/avatar-image';
import { PickedImageUpload } from '../../../ui/picked-image-upload';
import { useUploadOperatorAvatar } from '../api/upload-operator-avatar';

/** An operator's photo: pick a file, see it, then upload it. */
export function OperatorAvatar({
  sellerId,
  shopId,
  operator,
}: {
  sellerId: number;
  shopId: number;
  operator: TManagedOperator;
}) {
  const upload = useUploadOperatorAvatar(sellerId, shopId, operator.id);
  return (
    <PickedImageUpload
      upload={upload}
      noun="照片"
      maxBytes={OPERATOR_PHOTO_MAX_BYTES}
      currentUrl={operator.avatarUrl}
      preview={(src) => (
        <AvatarImage
          key={src ?? ''}
          src={src}
          name={operator.displayName}
          alt={`${operator.displayName}的照片`}
          size={80}
        />
      )}
      fileLabel="選擇照片檔案"
      uploadTestId="operator-avatar-upload"
    />
  );
}
