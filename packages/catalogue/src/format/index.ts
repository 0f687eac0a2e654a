export * from './common';
export * from './venue-file';
export * from './season-file';
export * from './promo-codes-file';
export * from './catalogue-paths';
export * from './catalogue-json';
