import { useEffect, useState } from 'react';

/**
 * Whether the user last used the keyboard (true) or a pointer (false), like react-aria's focus
 * visibility: the grid's roving focus shows its ring only after keys. Our own few lines instead
 * of `react-aria`'s `useFocusVisible`, which would be a second copy of react-aria's modality
 * state beside the one inside react-aria-components.
 */
export function useKeyboardModality(): boolean {
  const [isKeyboard, setKeyboard] = useState(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || (event.altKey && event.key !== 'Tab')) return;
      setKeyboard(true);
    };
    const onPointer = () => setKeyboard(false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  return isKeyboard;
}
