export {
  startIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
  type Member,
  type ProviderClient,
} from './start-identity-provider';
export { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_LOOK, DEMO_MEMBER, DEMO_SHOPPER } from './demo';
export type { ProviderLook } from './pages';
