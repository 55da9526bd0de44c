/** The catalogue module's public operations: what other modules may use. */
export {
  presentImage,
  presentLicense,
  presentOperator,
  presentPlan,
  presentService,
} from './presenters';
export { refreshIndustrySearchText, refreshShopSearchText } from './search-text';
export { forgetSearchVocabulary } from './search-suggestions';
export { operatorIdsByService } from './service-operators';
export { embedShopParts } from './shops.service';
export { guessCity } from './geography.service';
export { getReference, invalidateReference } from './reference-cache';
export { catalogueRoutes } from './routes';
