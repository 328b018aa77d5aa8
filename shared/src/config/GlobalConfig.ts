import type { z } from 'zod';
import type { Theme } from '../theme/Theme';
import type { accessConfigSchema, localisationSchema, appInfoSchema, globalConfigSchema } from './GlobalConfig.schema';

export type AccessConfig = z.infer<typeof accessConfigSchema>;

export type Localisation = z.infer<typeof localisationSchema>;

export type AppInfo = z.infer<typeof appInfoSchema>;

export type GlobalConfig = Omit<z.infer<typeof globalConfigSchema>, 'theme'> & { theme: Theme };

export function isLocalisationEnabled(config: GlobalConfig): boolean {
  return config.locales.some((l) => l.status === 'published');
}
