import { notFound } from 'next/navigation';

/** Safety net if `lib/page-routes.ts` ever lets through a path no page claims. */
export default function UnknownPage(): never {
  notFound();
}
