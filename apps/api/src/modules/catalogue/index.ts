/** The catalogue module's public operations: what other modules may use. */
export { presentImage } from './presenters';
export { refreshShopSearchText } from './search-text';
export { embedShopParts } from './shops.service';
export { getReference } from './reference-cache';
