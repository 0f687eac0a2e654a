export * from './format';
export * from './compile';
