export * from '../seller-roles';
export * from './schemas';
export * from './calendar';
