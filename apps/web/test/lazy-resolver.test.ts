import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '../src/lib/lazy-resolver';

type Values = { email: string };
const validResult = { values: { email: 'a@b.c' }, errors: {} };
const resolveArguments = [
  { email: 'a@b.c' },
  undefined,
  { fields: {}, shouldUseNativeValidation: false },
] as const;

describe('lazyResolver', () => {
  it('downloads nothing until asked, then only once, and validates with the loaded resolver', async () => {
    const loaded = vi.fn<Resolver<Values>>(async () => validResult);
    const load = vi.fn(async () => loaded);

    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(resolver(...resolveArguments)).resolves.toEqual(validResult);
    await expect(resolver(...resolveArguments)).resolves.toEqual(validResult);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(2);
  });

  it('validates without a preload, and tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(async () => validResult);

    const resolver = lazyResolver<Values>(load);
    await expect(resolver(...resolveArguments)).rejects.toThrow('chunk missing');

    await expect(resolver(...resolveArguments)).resolves.toEqual(validResult);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
