import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

/**
 * While `isActive`, calls `onDismiss` when the pointer goes down outside `containerRef` or focus moves out of
 * it (keyboard users tabbing away): how a menu or popover closes without an explicit action.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  onDismiss: () => void,
): void {
  const dismiss = useEffectEvent(onDismiss);

  useLayoutEffect(() => {
    if (!isActive) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !containerRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) dismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef, isActive]);
}
