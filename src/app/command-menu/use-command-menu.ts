import { useEffect, useState } from 'react';
import { isTyping } from './commands';

export type OpenPanel = 'menu' | 'shortcuts' | null;

/**
 * The keyboard way in: Ctrl+K / ⌘K opens and closes the command menu anywhere (also in a field:
 * it is no character anyone types) unless another dialog is open; `/` opens it and `?` the shortcuts, outside fields and when no
 * other dialog is open.
 */
export function useCommandMenu() {
  const [open, setOpen] = useState<OpenPanel>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Not over another dialog (a fund form half filled): Esc closes that one first.
        setOpen((panel) =>
          panel === 'menu' ? null : document.querySelector('dialog[open]') ? panel : 'menu',
        );
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== '/' && event.key !== '?') return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setOpen(event.key === '/' ? 'menu' : 'shortcuts');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return { open, setOpen };
}
