// What the API accepts for shop images and operator photos; it checks the bytes too, these
// checks only spare the seller a failed upload.

/** Image types the API accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Size limit of a shop image (avatar, cover, gallery). */
export const SHOP_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** Size limit of an operator's photo. */
export const OPERATOR_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Most gallery pictures a shop may have. */
export const GALLERY_MAX = 20;
