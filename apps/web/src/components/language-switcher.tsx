import { clsx } from 'clsx';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { getCurrentLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../lib/i18n';
import { useDismiss } from './use-dismiss';

/**
 * Header control to switch between French and English: a menu button (WAI-ARIA APG pattern) whose items are
 * radio items. The button's name announces the current language; the menu closes after a choice, on Escape
 * (focus back on the button), on Tab and on a click outside. The choice is kept in the language cookie (see
 * lib/language-detector.ts), so it survives reloads. Hand-written: a dropdown library would double the
 * JavaScript of the landing page.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const currentLanguage = getCurrentLanguage(i18n);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const isOpen = focusedIndex !== null;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setFocusedIndex(null);
    if (restoreFocus) buttonRef.current?.focus();
  };
  useDismiss(containerRef, isOpen, () => close({ restoreFocus: false }));

  useLayoutEffect(() => {
    if (focusedIndex !== null) itemRefs.current[focusedIndex]?.focus();
  }, [focusedIndex]);

  const checkedIndex = SUPPORTED_LANGUAGES.indexOf(currentLanguage);
  const lastIndex = SUPPORTED_LANGUAGES.length - 1;

  const onSelect = (language: SupportedLanguage) => {
    close({ restoreFocus: true });
    if (language !== currentLanguage) void i18n.changeLanguage(language);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusedIndex(event.key === 'ArrowDown' ? 0 : lastIndex);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (focusedIndex === null) return;
    const moves: Record<string, number> = {
      ArrowDown: focusedIndex === lastIndex ? 0 : focusedIndex + 1,
      ArrowUp: focusedIndex === 0 ? lastIndex : focusedIndex - 1,
      Home: 0,
      End: lastIndex,
    };
    const nextIndex = moves[event.key];
    if (nextIndex !== undefined) {
      event.preventDefault();
      setFocusedIndex(nextIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
    } else if (event.key === 'Tab') {
      close({ restoreFocus: false });
    }
  };

  return (
    <div ref={containerRef} className={clsx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={t('languageSwitcher.label', { language: t(`languages.${currentLanguage}`) })}
        onClick={() => (isOpen ? close({ restoreFocus: false }) : setFocusedIndex(checkedIndex))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-ink text-sm hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        <Languages aria-hidden="true" className="size-4" />
        {/* The name is in the button's label; on the narrowest screens the icon makes room for the logo. */}
        <span lang={currentLanguage} className="hidden min-[22.5rem]:inline">
          {t(`languages.${currentLanguage}`)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </button>
      {isOpen && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('languageSwitcher.menuLabel')}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1.5 min-w-40 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          {SUPPORTED_LANGUAGES.map((language, index) => (
            <li key={language} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={language === currentLanguage}
                tabIndex={-1}
                lang={language}
                onClick={() => onSelect(language)}
                onMouseEnter={() => setFocusedIndex(index)}
                className="flex min-h-11 w-full cursor-pointer select-none items-center gap-2 rounded px-3 text-left text-ink text-sm outline-none focus:bg-brand-700 focus:text-white aria-checked:font-semibold"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  {language === currentLanguage && <Check aria-hidden="true" className="size-4" />}
                </span>
                {t(`languages.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
