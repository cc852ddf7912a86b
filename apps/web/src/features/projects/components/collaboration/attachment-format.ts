/** '120 ko' in French, '120 kB' in English; megabytes from 1 MB, with one decimal. */
export function formatFileSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
