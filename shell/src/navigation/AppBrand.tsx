import type { GlobalConfig } from '@stride/shared';

/** The app's logo (named by the app) or, without one, its name: the owner's words, in their direction. */
export function AppBrand({ config, className }: { config: GlobalConfig; className: string }) {
  const { logo } = config.theme.toolbar;
  if (logo) return <img className={`${className}__logo`} src={logo} alt={config.app.name} />;
  return (
    <span className={`${className}__name`} dir="auto">
      {config.app.name}
    </span>
  );
}
