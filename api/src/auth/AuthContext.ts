import type { AppCaches } from '../cache/AppCaches';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../db/AppDatabase';
import type { Mailer } from '../email/Mailer';
import type { BruteForceGuard } from './bruteForce/BruteForceGuard';
import type { SocialProviderSettings } from './social/socialProviderSettings';

/** What the auth endpoints share: built once by authRoutes and handed to each group of routes. */
export interface AuthContext {
  db: AppDatabase;
  mailer: Mailer;
  /** PUBLIC_URL, for links in emails (appPublicUrl). */
  publicUrl: string;
  /** Avatars are stored under `${dataDir}/uploads`. */
  dataDir: string;
  socialProviders: SocialProviderSettings;
  guard: BruteForceGuard;
  /** The app instance's caches: session and member writes forget their entries there. */
  caches: AppCaches;
}

/** A Fastify scope whose routes take zod schemas. */
export type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The parts of a request the auth services read: any route's request fits, whatever its schema. */
export type AuthRequest = Pick<FastifyRequest, 'ip' | 'headers' | 'app' | 'log'>;
