import { render, screen } from '@testing-library/react';
import { MemberAvatar, initialsOf } from './MemberAvatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'ada@example.org', 'AL'],
    ['Mary Ann Evans', 'm@example.org', 'ME'],
    ['cher', 'cher@example.org', 'C'],
    ['  spaced   out  ', 's@example.org', 'SO'],
    ['', 'zoe@example.org', 'Z'],
    ['', '', '?'],
    ['𝒜da Byron', 'a@example.org', '𝒜B'],
  ])('draws %j (%s) as %s', (name, email, initials) => {
    expect(initialsOf(name, email)).toBe(initials);
  });
});

describe('MemberAvatar', () => {
  const ada = { name: 'Ada Lovelace', email: 'ada@example.org', avatarUrls: null };

  it('draws the initials in the shared avatar circle at the size asked for', () => {
    render(<MemberAvatar user={ada} size={64} className="account-who__avatar" />);
    const initials = screen.getByText('AL');
    expect(initials).toHaveClass('stride-avatar', 'stride-avatar--initials', 'account-who__avatar');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    expect(initials.style.getPropertyValue('--stride-avatar-size')).toBe('64px');
  });

  it('shows the picture, decorative, when the member has one', () => {
    const { container } = render(
      <MemberAvatar user={{ ...ada, avatarUrls: { original: 'https://cdn.example.org/ada.png' } }} size={36} />,
    );
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.org/ada.png');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('class', 'stride-avatar');
    expect(picture?.style.getPropertyValue('--stride-avatar-size')).toBe('36px');
  });
});
