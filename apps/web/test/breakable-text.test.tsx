import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from '../src/components/breakable-text';

describe('BreakableText', () => {
  it('keeps the whole value as text, with a break opportunity after each joint only', () => {
    const { container } = render(<BreakableText text="jeanne.martin-dupont@cabinet.example.fr" />);
    expect(screen.getByText('jeanne.martin-dupont@cabinet.example.fr')).toBeInTheDocument();
    // After ".", "-", "@", "." and ".": five places to wrap, none inside a word.
    expect(container.querySelectorAll('wbr')).toHaveLength(5);
    const pieces = [...(container.firstElementChild?.childNodes ?? [])]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(pieces).toEqual(['jeanne.', 'martin-', 'dupont@', 'cabinet.', 'example.', 'fr']);
  });

  it('leaves a value without joints in one piece', () => {
    const { container } = render(
      <BreakableText text="6853553fa3db4c41a723eabc1daae0cc" className="font-mono" />,
    );
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
    expect(container.firstElementChild).toHaveClass('font-mono');
  });
});
