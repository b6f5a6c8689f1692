import { z } from 'zod';
import { requiredText } from './common';

/** What a machine key may reach: only routes under /api/integrations that name one of these. */
export const apiKeyScopes = z.enum(['inventory:read', 'leads:read', 'leads:write']);
export type ApiKeyScope = z.infer<typeof apiKeyScopes>;

/** The header a key is sent in: `X-API-Key: dk_<random>`. */
export const API_KEY_HEADER = 'x-api-key';
export const API_KEY_PREFIX = 'dk_';

export const apiKeyInput = z.object({
  name: requiredText(100),
  scopes: z.array(apiKeyScopes).min(1, 'Choose at least one scope').max(3),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

/** A key as staff see it: never the key itself, only its first characters to tell keys apart. */
export type ApiKey = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
/** The answer to creating a key: the only time the key itself is shown. */
export type CreatedApiKey = ApiKey & { key: string };
