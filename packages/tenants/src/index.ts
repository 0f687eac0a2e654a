export * from './schema';
export * from './contrast';
export * from './theme-colors';
export * from './localized-text';
export * from './locale';
export * from './registry';
export * from './zoned-time';
export * from './shop-origin';
