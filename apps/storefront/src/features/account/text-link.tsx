'use client';

import { Link, type LinkProps } from '@chakra-ui/react';
import NextLink from 'next/link';

/**
 * A link in an account page's text: the text colour, underlined. The club's primary colour would
 * fail contrast on dark clubs' cards (UX.md: primary for actions, never text failing contrast).
 * A route answering with a redirect (`/api/…`, such as the sign-in at the club's provider, ADR 0027)
 * or another site is a plain link: the router's prefetch would otherwise call the route in the
 * background, and a prefetched sign-in replaces the one the fan is about to finish.
 */
export function TextLink({ href, ...props }: LinkProps & { href: string }) {
  const plain = href.startsWith('/api/') || /^[a-z][a-z+.-]*:/i.test(href);
  return (
    <Link
      asChild
      color="fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      fontWeight="medium"
      {...props}
    >
      {plain ? <a href={href}>{props.children}</a> : <NextLink href={href}>{props.children}</NextLink>}
    </Link>
  );
}
