import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useMediaQuery } from '../src/lib/use-media-query';
import { stubMatchMedia } from './support/match-media';

function Wide() {
  return <p>{useMediaQuery('(min-width: 48rem)') ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  it('follows the media query as the window changes', () => {
    const media = stubMatchMedia(false);
    render(<Wide />);
    expect(screen.getByText('narrow')).toBeInTheDocument();

    act(() => media.set(true));
    expect(screen.getByText('wide')).toBeInTheDocument();

    act(() => media.set(false));
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });

  it('answers true where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });

    render(<Wide />);

    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
