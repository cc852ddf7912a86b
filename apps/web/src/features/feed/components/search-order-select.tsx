import type { SearchOrder } from '@escouade/contract/feed';
import { useId } from 'react';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/use-translation';

// The contract's list, repeated: its feed module brings zod, which stays out of the dashboard's chunks.
const ORDERS = ['relevance', 'recent'] as const satisfies readonly SearchOrder[];

/** A search's order: best matches first, or newest first. */
export function SearchOrderSelect({
  order,
  onChange,
}: {
  order: SearchOrder;
  onChange: (order: SearchOrder) => void;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-ink-muted text-sm">
        {t('search.order.label')}
      </label>
      <select
        id={id}
        value={order}
        onChange={(event) => onChange(event.target.value === 'recent' ? 'recent' : 'relevance')}
        className={`${fieldControlClasses} w-auto py-1.5`}
      >
        {ORDERS.map((value) => (
          <option key={value} value={value}>
            {t(`search.order.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
