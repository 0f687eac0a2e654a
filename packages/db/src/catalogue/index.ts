export * from './catalogue-rows';
