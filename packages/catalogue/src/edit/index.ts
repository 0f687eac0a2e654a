export * from './edit-catalogue';
export * from './edit-club';
export * from './edit-errors';
export * from './edit-inputs';
export * from './match-edits';
export * from './pack-edits';
export { instantOfLocal, localOfInstant } from '../compile/local-time';
