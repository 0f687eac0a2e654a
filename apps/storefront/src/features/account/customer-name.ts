/**
 * A customer's name as the shop shows it: first name as typed (title-cased by the API), last name
 * upper-cased (docs/product.md#account), in the rules of the page's language (Turkish i, German ß).
 */
export function displayName(
  customer: { firstName?: string | null; lastName?: string | null },
  locale: string,
): string {
  return [customer.firstName, customer.lastName?.toLocaleUpperCase(locale)].filter(Boolean).join(' ');
}

/**
 * An e-mail address with most of its local part hidden ("a•••@example.com"), for pages anyone
 * holding the link could open.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
