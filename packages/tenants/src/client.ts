// Browser-safe part of the package: no file system access.
export * from './schema';
export * from './fonts';
export * from './contrast';
export * from './contrast-rule';
export * from './theme-colors';
export * from './localized-text';
export * from './locale';
export * from './zoned-time';
