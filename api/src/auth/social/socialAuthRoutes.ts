import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/AppDatabase';
import type { SocialProviderSettings } from './socialProviderSettings';

export interface SocialAuthRoutesOptions {
  db: AppDatabase;
  publicUrl: string;
  providers: SocialProviderSettings;
}

// WIP (issue 3, social helper).
export async function socialAuthRoutes(_scope: FastifyInstance, _options: SocialAuthRoutesOptions): Promise<void> {}
