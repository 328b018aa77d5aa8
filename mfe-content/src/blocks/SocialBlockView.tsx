import { useService } from '@stride/shared/react';
import { configServiceRef, socialProfileUrl, type SocialBlock, type SocialNetwork } from '@stride/shared';
import { PageLink } from '../links/PageLink';
import { surfaceStyle } from './blockStyle';
import './lists.scss';

const NETWORKS: Readonly<Record<SocialNetwork, { name: string; mark: string }>> = {
  instagram: { name: 'Instagram', mark: 'IG' },
  facebook: { name: 'Facebook', mark: 'f' },
  youtube: { name: 'YouTube', mark: '▶' },
  tiktok: { name: 'TikTok', mark: '♪' },
  x: { name: 'X', mark: 'X' },
  linkedin: { name: 'LinkedIn', mark: 'in' },
  website: { name: 'Website', mark: 'www' },
};

/** What a member reads for a profile: `@handle`, or the address of a website. */
function shownHandle(network: SocialNetwork, handle: string, url: string): string {
  if (network === 'website' || /^https:/i.test(handle))
    return url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');
  return network === 'linkedin' ? handle.replace(/^(in|company)\//, '') : `@${handle.replace(/^@/, '')}`;
}

export function SocialBlockView({ block }: { block: SocialBlock }) {
  const config = useService(configServiceRef);
  const links = block.links.flatMap((link) => {
    const url = socialProfileUrl(link.network, link.handle);
    return url ? [{ ...link, url }] : [];
  });
  return (
    <section
      className={`content-social${block.background_color ? ' content-social--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      {block.title ? (
        <h2 className="content-social__title" dir="auto">
          {block.title}
        </h2>
      ) : null}
      <ul className="content-social__links">
        {links.map((link) => (
          <li key={`${link.network}:${link.handle}`}>
            <PageLink to={link.url} className="content-social__link">
              <span className="content-social__mark" data-network={link.network} aria-hidden="true">
                {NETWORKS[link.network].mark}
              </span>
              <span className="content-social__text">
                <span className="content-social__network">{NETWORKS[link.network].name}</span>
                <span className="content-social__handle">{shownHandle(link.network, link.handle, link.url)}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
