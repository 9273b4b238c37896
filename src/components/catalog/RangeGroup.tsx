import './filters.css';
import '../forms/forms.css';
import { formatNumber } from '@common/format';

type Props = {
  legend: string;
  from: { name: string; value?: number };
  to: { name: string; value?: number };
  /** The facet range under the other filters, shown as placeholders. */
  range: { min: number | null; max: number | null };
  unit?: string;
  max: number;
};

/** «от … до …» number inputs; an empty input posts nothing and means no bound. */
export function RangeGroup({ legend, from, to, range, unit, max }: Props) {
  const suffix = unit ? `, ${unit}` : '';
  return (
    <fieldset className="filter-group filter-group--range">
      <legend className="filter-group__legend">
        {legend}
        {suffix}
      </legend>
      <div className="filter-range">
        <label className="filter-range__field">
          <span className="filter-range__label">от</span>
          <input
            type="number"
            inputMode="numeric"
            name={from.name}
            min={0}
            max={max}
            defaultValue={from.value}
            placeholder={range.min === null ? '' : formatNumber(range.min)}
            className="field__input filter-range__input"
          />
        </label>
        <label className="filter-range__field">
          <span className="filter-range__label">до</span>
          <input
            type="number"
            inputMode="numeric"
            name={to.name}
            min={0}
            max={max}
            defaultValue={to.value}
            placeholder={range.max === null ? '' : formatNumber(range.max)}
            className="field__input filter-range__input"
          />
        </label>
      </div>
    </fieldset>
  );
}
