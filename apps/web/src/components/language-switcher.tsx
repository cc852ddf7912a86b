import { Check, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n';

/**
 * Header control to switch between French and English. The choice is cached by i18next (localStorage),
 * so it survives reloads; the menu closes after a choice (Radix default for menu items).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const currentLanguage = getCurrentLanguage(i18n);

  const onSelectLanguage = (language: string) => {
    if (isSupportedLanguage(language)) void i18n.changeLanguage(language);
  };

  return (
    // Non-modal: a two-item menu should not lock page scroll or hide the rest of the page from readers.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('languageSwitcher.label', { language: t(`languages.${currentLanguage}`) })}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-ink text-sm hover:bg-brand-50 data-[state=open]:bg-brand-50"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span>{t(`languages.${currentLanguage}`)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={currentLanguage} onValueChange={onSelectLanguage}>
            {SUPPORTED_LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex min-h-11 cursor-pointer select-none items-center gap-2 rounded px-3 text-ink text-sm outline-none data-[highlighted]:bg-brand-700 data-[state=checked]:font-semibold data-[highlighted]:text-white"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`languages.${language}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
