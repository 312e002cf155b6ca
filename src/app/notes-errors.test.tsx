import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './provider';
import { toast } from '../components/ui/toaster';
import { NoteLimitError } from '../lib/notes/notes-store';
import { useNotesChange } from '../features/transactions/notes/use-save';

describe("the app's error toast and a note or receipt change", () => {
  afterEach(() => vi.restoreAllMocks());

  it('refused, is said beside its field only, not in a toast that outlives the next, accepted one', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useNotesChange((size: number) =>
          size > 2 ? Promise.reject(new NoteLimitError('Too large.')) : Promise.resolve(),
        ),
      { wrapper },
    );
    result.current.mutate(3);
    await waitFor(() => expect(result.current.isError).toBe(true));
    result.current.mutate(1);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown).not.toHaveBeenCalled();
  });
});
