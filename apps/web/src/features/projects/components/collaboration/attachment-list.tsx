import type { Attachment } from '@escouade/contract/delivery';
import { FileText } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatFileSize } from './attachment-format';

/** The files of a message or a delivery: images as thumbnails opening the full image, PDFs as downloads. */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.resolvedLanguage ?? 'fr';
  if (attachments.length === 0) return null;
  const images = attachments.filter((attachment) => attachment.kind === 'image');
  const documents = attachments.filter((attachment) => attachment.kind === 'pdf');
  return (
    <div className="flex flex-col gap-2">
      {images.length > 0 && (
        <ul aria-label={t('attachments.images')} className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.id}>
              <a
                href={image.url}
                target="_blank"
                rel="noopener"
                className="block rounded-md outline-offset-2"
                aria-label={t('attachments.openImage', { name: image.fileName })}
              >
                <img
                  src={image.url}
                  alt={image.fileName}
                  loading="lazy"
                  className="h-24 max-w-48 rounded-md border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul aria-label={t('attachments.documents')} className="flex flex-col gap-1">
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.url}
                download={document.fileName}
                className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 text-sm underline underline-offset-2 hover:text-brand-800"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                {t('attachments.download', {
                  name: document.fileName,
                  size: formatFileSize(document.sizeBytes, language),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
