import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../src/components/ui/lazy-dialog';

type PanelProps = { open: boolean; title: string };

/** Stands for the Radix part: shows while open, and counts its mounts. */
function makePanel() {
  const mounts = vi.fn();
  function Panel({ open, title }: PanelProps) {
    const [mountedOnce] = useState(() => {
      mounts();
      return true;
    });
    return mountedOnce && open ? <div role="dialog" aria-label={title} /> : null;
  }
  return { Panel, mounts };
}

describe('lazyDialog', () => {
  it('renders nothing and downloads nothing until the browser is idle, then opens once asked', async () => {
    vi.useFakeTimers();
    try {
      const { Panel } = makePanel();
      const load = vi.fn(async () => Panel);
      const Dialog = lazyDialog<PanelProps>(load);

      const { rerender } = render(
        <>
          <Dialog open={false} title="Supprimer" />
          <Dialog open={false} title="Supprimer aussi" />
        </>,
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();

      // Idle work runs on a timer in the tests: one for both instances fetches the code once.
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(load).toHaveBeenCalledTimes(1);

      rerender(
        <>
          <Dialog open title="Supprimer" />
          <Dialog open={false} title="Supprimer aussi" />
        </>,
      );
      vi.useRealTimers();
      expect(await screen.findByRole('dialog', { name: 'Supprimer' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Supprimer aussi' })).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays mounted once closed, so the dialog runs its own closing (focus return)', async () => {
    const { Panel, mounts } = makePanel();
    const Dialog = lazyDialog<PanelProps>(async () => Panel);

    const { rerender } = render(<Dialog open title="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    rerender(<Dialog open={false} title="Menu" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<Dialog open title="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('downloads the code again on opening when the idle download failed', async () => {
    vi.useFakeTimers();
    try {
      const { Panel } = makePanel();
      const load = vi
        .fn<() => Promise<typeof Panel>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(Panel);
      const Dialog = lazyDialog<PanelProps>(load);

      const { rerender } = render(<Dialog open={false} title="Supprimer" />);
      await vi.advanceTimersByTimeAsync(2000);
      expect(load).toHaveBeenCalledTimes(1);

      vi.useRealTimers();
      rerender(<Dialog open title="Supprimer" />);
      expect(await screen.findByRole('dialog', { name: 'Supprimer' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
