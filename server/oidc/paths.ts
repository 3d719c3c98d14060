/** Where the provider is mounted in the portal's one Fastify app; the issuer is `${publicUrl}/oidc`. */
export const mountPath = '/oidc';
/** The login interaction lives under the provider's prefix (the interaction cookie's path). */
export const interactionPath = `${mountPath}/interaction`;
/** The provider's userinfo endpoint, answered by the portal itself (it takes the SPA's access token). */
export const userinfoPath = `${mountPath}/me`;
