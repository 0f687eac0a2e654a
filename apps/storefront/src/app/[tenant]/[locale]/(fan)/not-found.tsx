import { NotFoundView } from '@/features/errors/not-found-view';

/** For `notFound()` thrown by a page at run time (e.g. an event id that does not exist). */
export default function NotFound() {
  return <NotFoundView />;
}
