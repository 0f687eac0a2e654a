export * from './format';
export * from './compile';
export * from './import';
