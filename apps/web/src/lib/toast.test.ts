import { describe, expect, it, vi } from 'vitest';
import { toast as sonnerToast } from 'sonner';
import { onToasterRequested, toast, toasterRequested } from './toast.ts';

describe('toast facade', () => {
  it('loads sonner on the first toast, asks for the Toaster, and forwards title and options', async () => {
    const requested = vi.fn();
    const off = onToasterRequested(requested);
    expect(toasterRequested()).toBe(false);

    toast.error('Title', { id: 'x', description: 'Details' });
    expect(requested).toHaveBeenCalledTimes(1);
    expect(toasterRequested()).toBe(true);
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledWith('Title', { id: 'x', description: 'Details' }));

    // Once loaded, toasts go straight through.
    toast.success('Saved');
    expect(sonnerToast.success).toHaveBeenCalledWith('Saved', undefined);
    expect(requested).toHaveBeenCalledTimes(1);
    off();
  });
});
