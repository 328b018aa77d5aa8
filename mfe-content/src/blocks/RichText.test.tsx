import { screen } from '@testing-library/react';
import { renderWithParcel } from '../testing/renderBlocks';
import { RichText } from './RichText';

async function renderText(text: string) {
  const { view } = await renderWithParcel(<RichText text={text} />);
  return view;
}

describe('RichText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', async () => {
    const { container } = await renderText('One\nstill one\n\n  \nTwo');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelector('br')).not.toBeNull();
    expect(paragraphs[1]).toHaveTextContent('Two');
  });

  it('renders bold text and links, including links inside bold text, as elements', async () => {
    await renderText('Read **the [guide](/guide) now** or [email us](mailto:hi@example.org).');
    const guide = screen.getByRole('link', { name: 'guide' });
    expect(guide.closest('strong')).not.toBeNull();
    expect(guide).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('link', { name: 'email us' })).toHaveAttribute('href', 'mailto:hi@example.org');
  });

  it('leaves script links as plain text', async () => {
    await renderText('[click me](javascript:alert(1))');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  it('shows unmatched markers literally', async () => {
    await renderText('2 ** 3 and [not a link]');
    expect(screen.getByText('2 ** 3 and [not a link]')).toBeInTheDocument();
  });
});
