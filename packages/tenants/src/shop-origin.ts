import type { Tenant } from './schema';

/**
 * Where a club's shop is reached: links and images in e-mails, and the canonical origin of its pages. With a template such as
 * `http://{slug}.localhost:3000` (development) every club gets its own host; without one, the
 * club's first public domain over https.
 */
export function shopOriginResolver(template?: string): (tenant: Tenant) => string {
  if (template) return (tenant) => template.replaceAll('{slug}', tenant.slug).replace(/\/$/, '');
  return (tenant) => {
    const domain = tenant.domains.find((host) => !host.endsWith('.localhost')) ?? tenant.domains[0];
    return `https://${domain}`;
  };
}
