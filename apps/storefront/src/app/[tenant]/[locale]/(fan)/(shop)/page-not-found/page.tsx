import { NotFoundView } from '@/features/errors/not-found-view';

/**
 * Paths no page claims: the proxy rewrites them here with status 404 (see
 * `lib/page-routes.ts`). Rendered as a page rather than through `notFound()`, which makes
 * Next 16 serve an unstyled error shell without `lang` (vercel/next.js#62228).
 */
export default function PageNotFound() {
  return <NotFoundView />;
}
