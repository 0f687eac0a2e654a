import 'server-only';
import { createLogger } from '@stadio/logger';

/** The storefront's server logger. */
export const logger = createLogger('storefront');
