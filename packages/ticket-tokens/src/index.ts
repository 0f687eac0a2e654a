export * from './gate-code';
export * from './ticket-keys';
export * from './ticket-token';
