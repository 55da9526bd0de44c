export * from '../seller-roles';
export * from './schemas';
export * from './calendar';
export * from './calendar-calls';
