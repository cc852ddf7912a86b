import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PATHS } from '@escouade/contract/paths';

type CallToActionProps = {
  title: string;
  text: string;
  registerLabel: string;
  contactLabel: string;
};

/** The closing band of a marketing page: sign up, or talk to us first. */
export function CallToAction({ title, text, registerLabel, contactLabel }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="reveal mx-auto max-w-6xl rounded-2xl bg-brand-700 px-6 py-12 text-center sm:px-12">
        <h2 id={headingId} className="text-balance font-bold text-2xl text-white tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-brand-50 text-lg leading-8">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={PATHS.register} className={buttonClasses('inverse', 'px-6')}>
            {registerLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            to={PATHS.contact}
            className={buttonClasses('primary', 'border border-white/70 px-6 hover:bg-brand-800')}
          >
            {contactLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
