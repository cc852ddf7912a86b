import type { Pricing } from '@escouade/contract/showcase';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatMoney } from '@escouade/contract/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useShowcase } from '../api/showcase';
import { ShowcaseContent } from '../components/showcase-states';
import { formatPercent } from '../format-month';

/**
 * What a team costs: the rates of the professionals who may be proposed, the agency's fee, and a team priced the
 * way every proposal prices one (rates × hours).
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('showcase');
  useDocumentTitle('pricing');
  const query = useShowcase('pricing', i18n.resolvedLanguage ?? 'fr');

  return (
    <MainContent>
      <PageHeader title={t('pricing.title')} intro={t('pricing.intro')} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <ShowcaseContent query={query} isEmpty={(data) => data.rates === null} emptyText={t('pricing.empty')}>
          {(data) => <PricingFigures pricing={data} />}
        </ShowcaseContent>
      </div>
    </MainContent>
  );
}

function PricingFigures({ pricing }: { pricing: Pricing }) {
  const { t, i18n } = useTranslation('showcase');
  const language = i18n.resolvedLanguage ?? 'fr';
  const money = (amount: number) => formatMoney(amount, language);
  const { rates, example, agencyFeePercent } = pricing;
  const percent = agencyFeePercent === null ? null : formatPercent(agencyFeePercent, language);
  if (!rates) return null;
  return (
    <div className="flex flex-col gap-10 pt-4">
      <section
        aria-labelledby="pricing-rates"
        className="rounded-xl border border-line bg-white p-6 shadow-sm"
      >
        <h2 id="pricing-rates" className="font-bold text-2xl text-ink tracking-tight">
          {t('pricing.ratesTitle')}
        </h2>
        {/* One sentence, label then figure: a large figure alone in a paragraph reads as a heading. */}
        <p className="mt-4 flex flex-col text-ink-muted text-sm">
          {t('pricing.median')}
          <span className="font-bold text-3xl text-brand-700">
            {t('pricing.perHour', { amount: money(rates.median) })}
          </span>
        </p>
        <p className="mt-2 text-ink">
          {t('pricing.range', { low: money(rates.low), high: money(rates.high) })}{' '}
          <span className="text-ink-muted">{t('pricing.basedOn', { count: rates.count })}</span>
        </p>
        {pricing.skills.length > 0 && (
          <>
            <h3 className="mt-8 font-semibold text-ink text-lg">{t('pricing.bySkillTitle')}</h3>
            <div className="mt-3">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('pricing.bySkillCaption')}</caption>
                <thead className="border-line border-b text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('pricing.columns.skill')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('pricing.columns.median')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('pricing.columns.range')}
                    </th>
                    {/* On a phone the count goes under the skill's name: four columns do not fit. */}
                    <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                      {t('pricing.columns.count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.skills.map((skill) => (
                    <tr key={skill.name} className="border-line border-b last:border-0">
                      <th scope="row" className="py-2 pr-4 font-medium text-ink">
                        {skill.name}{' '}
                        <span className="block font-normal text-ink-muted text-xs sm:hidden">
                          {t('pricing.countShort', { count: skill.rates.count })}
                        </span>
                      </th>
                      <td className="py-2 pr-4 text-ink">{money(skill.rates.median)}</td>
                      <td className="py-2 pr-4 text-ink">
                        {t('pricing.rangeValue', {
                          low: money(skill.rates.low),
                          high: money(skill.rates.high),
                        })}
                      </td>
                      <td className="hidden py-2 text-ink sm:table-cell">{skill.rates.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="pricing-fee" className="rounded-xl border border-line bg-white p-6 shadow-sm">
        <h2 id="pricing-fee" className="font-bold text-2xl text-ink tracking-tight">
          {t('pricing.feeTitle')}
        </h2>
        <p className="mt-3 text-ink">{percent ? t('pricing.fee', { percent }) : t('pricing.noFee')}</p>
      </section>

      {example && (
        <section
          aria-labelledby="pricing-example"
          className="rounded-xl border border-line bg-white p-6 shadow-sm"
        >
          <h2 id="pricing-example" className="font-bold text-2xl text-ink tracking-tight">
            {t('pricing.exampleTitle')}
          </h2>
          <p className="mt-3 text-ink">
            {t('pricing.example', {
              teamSize: example.teamSize,
              days: example.daysPerWeek,
              weeks: example.weeks,
              hours: example.hoursPerMember,
            })}
          </p>
          <dl className="mt-4 flex max-w-xl flex-col gap-2 text-ink">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>
                {t('pricing.workLine', { hourly: money(example.hourlyCost), hours: example.hoursPerMember })}
              </dt>
              <dd className="font-medium">{money(example.workCost)}</dd>
            </div>
            {percent && (
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>{t('pricing.feeLine', { percent })}</dt>
                <dd className="font-medium">{money(example.feeAmount)}</dd>
              </div>
            )}
            <div className="flex flex-wrap justify-between gap-x-4 border-line border-t pt-2 font-semibold">
              <dt>{t('pricing.totalLine')}</dt>
              <dd>{money(example.total)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-ink-muted text-sm">{t('pricing.exampleNote')}</p>
        </section>
      )}
    </div>
  );
}
