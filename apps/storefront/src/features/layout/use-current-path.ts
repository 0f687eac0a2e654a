'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/** Path and query of the page as the browser shows it, for "come back here after login" links. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return query ? `${pathname}?${query}` : pathname;
}

// Kept in a file without 'use client' so server pages can redirect to login too.
export { loginUrl } from '@/features/account/login-url';
