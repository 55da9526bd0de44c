export * from '../seller-roles';
export * from './schemas';
export * from './calendar';
export * from './shop-calls';
export * from './catalogue-calls';
export * from './member-calls';
