import type { Tenant } from '@stadio/tenants';
import type { DemoProfile } from './demo-profile';
import { basketballRu } from './profiles/basketball-ru';
import { footballFr } from './profiles/football-fr';
import { genericEn } from './profiles/generic-en';
import { hockeyNl } from './profiles/hockey-nl';

/**
 * The demo profile of a club, by its sport: football, ice hockey and basketball get a full-size
 * venue; any other sport a small ground with a pitch close to its own.
 */
export function profileForTenant(tenant: Tenant): DemoProfile {
  switch (tenant.sport) {
    case 'football':
      return footballFr;
    case 'hockey':
      return hockeyNl;
    case 'basketball':
      return basketballRu;
    case 'handball':
    case 'volleyball':
      return genericEn('basketball');
    default:
      return genericEn('football');
  }
}
