export {
  startIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
  type Member,
  type ProviderClient,
} from './start-identity-provider';
export { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_MEMBER } from './demo';
