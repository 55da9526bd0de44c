export * from './enrolment';
export * from './seller-calls';
export * from './admin-calls';
