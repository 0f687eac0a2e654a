import { notFound } from 'next/navigation';

/** Rendering goes straight to the sibling not-found page so the answer carries status 404. */
export default function UnknownHostPage(): never {
  notFound();
}
