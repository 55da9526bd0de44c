export * from './my-items';
export * from './my-item-calls';
