import { NotFoundView } from '@/features/errors/not-found-view';

/** For `notFound()` thrown by a back-office page (an order or match of another club, say). */
export default function NotFound() {
  return <NotFoundView />;
}
