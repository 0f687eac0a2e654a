export * from './ticket-keys';
export * from './ticket-token';
