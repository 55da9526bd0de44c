import { Modal, type ModalProps } from '@mantine/core';

/**
 * A customer's dialog as the app frames it: Mantine's Modal centred, with rounded corners and a
 * close button named 關閉 (any of Modal's props still set, or override, the rest).
 */
export function ModalDialog(props: ModalProps) {
  return <Modal centered radius="lg" closeButtonProps={{ 'aria-label': '關閉' }} {...props} />;
}
