import { ModalDialog } from '../../../ui/modal-dialog';
import classes from './chat.module.css';

/** A chat image at full size, in a dialog (Escape or 關閉 closes it). */
export function ImageViewer({
  image,
  onClose,
}: {
  image: { url: string; alt: string } | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog opened={image !== null} onClose={onClose} title="圖片" size="auto">
      {image && (
        <img
          className={classes.viewerImage}
          src={image.url}
          alt={image.alt}
          data-testid="chat-viewer-image"
        />
      )}
    </ModalDialog>
  );
}
