'use client';

import { Link, type LinkProps } from '@chakra-ui/react';
import NextLink from 'next/link';

/**
 * A link in an account page's text: the text colour, underlined. The club's primary colour would
 * fail contrast on dark clubs' cards (UX.md: primary for actions, never text failing contrast).
 */
export function TextLink({ href, ...props }: LinkProps & { href: string }) {
  return (
    <Link
      asChild
      color="fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      fontWeight="medium"
      {...props}
    >
      <NextLink href={href}>{props.children}</NextLink>
    </Link>
  );
}
