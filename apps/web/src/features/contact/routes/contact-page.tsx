import { useTranslation } from '../../../lib/use-translation';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { staggerStyle } from '../../../components/ui/stagger';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails, VisitUs } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('contactPage');
  useDocumentTitle('contact');

  return (
    <MainContent>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:pb-24">
        <section
          aria-labelledby="contact-form-title"
          className="reveal rounded-lg border border-line bg-white p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="font-semibold text-ink text-xl">
            {t('formTitle')}
          </h2>
          <div className="mt-5">
            <ContactForm />
          </div>
        </section>
        <div className="reveal flex flex-col gap-8" style={staggerStyle(1)}>
          <ContactDetails />
          <VisitUs />
        </div>
      </div>
    </MainContent>
  );
}
