export {
  declaredOver,
  JSON_DEPTH_LIMIT,
  jsonNestingExceeds,
  nestingRefusal,
  parseJsonWithin,
  tooLarge,
  type JsonRefusal,
  type JsonWithin,
} from './json-within';
export { readBodyText, type BodyChunks, type ReadBodyOptions } from './read-body-text';
