export * from './products';
export * from './product-calls';
