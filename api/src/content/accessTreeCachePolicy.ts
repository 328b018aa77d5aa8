import type { FastifyRequest } from 'fastify';
import { appLevelDenial } from '@stride/shared';
import { requestViewer } from '../access/requestAccess';
import { AppError } from '../errors/AppError';
import { appAccess } from '../globalConfig/buildGlobalConfig';
import type { CachePolicy } from '../http/registerCachePolicy';

/**
 * Who may read the app's access trees, and how the answer may be kept. A private app's site map is part of
 * the app: only a viewer its app-level rule admits reads it (403 access_denied otherwise), and the answer is
 * theirs alone. Any other app's trees are the same for everyone, so public.
 */
export function accessTreeCachePolicy(request: Pick<FastifyRequest, 'member' | 'app'>): CachePolicy {
  const rules = appAccess(request.app.access);
  if (!rules.is_private) return 'public';
  const { viewer } = requestViewer(request);
  const reason = appLevelDenial(rules, viewer);
  if (reason !== null) throw new AppError('access_denied', undefined, { extra: { reason } });
  return 'private';
}
