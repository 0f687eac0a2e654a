import { notFound } from 'next/navigation';

/** Any path no page claims is a club-branded "page not found". */
export default function UnknownPage(): never {
  notFound();
}
