import './filters.css';
import { formatNumber } from '@common/format';
import { PlainInput } from '../forms/PlainControls';

type Bound = { name: string; value?: number };

type Props = {
  legend: string;
  from: Bound;
  to: Bound;
  /** The facet range under the other filters, shown as placeholders. */
  range: { min: number | null; max: number | null };
  unit?: string;
  max: number;
  /** Years are plain numbers («2021»), never grouped like money («2 021»). */
  plain?: boolean;
};

/** «от … до …» number inputs; an empty input posts nothing and means no bound. */
export function RangeGroup({ legend, from, to, range, unit, max, plain = false }: Props) {
  const suffix = unit ? `, ${unit}` : '';
  const bounds = [
    { label: 'от', bound: from, hint: range.min },
    { label: 'до', bound: to, hint: range.max },
  ];
  return (
    <fieldset className="filter-group filter-group--range">
      <legend className="filter-group__legend">
        {legend}
        {suffix}
      </legend>
      <div className="filter-range">
        {bounds.map(({ label, bound, hint }) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: PlainInput is the <input> inside the label
          <label key={bound.name} className="filter-range__field">
            <span className="filter-range__label">{label}</span>
            <PlainInput
              type="number"
              inputMode="numeric"
              name={bound.name}
              min={0}
              max={max}
              defaultValue={bound.value}
              placeholder={hint === null ? '' : plain ? String(hint) : formatNumber(hint)}
              className="filter-range__input"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
