import './filters.css';
import { formatNumber } from '@common/format';
import type { Facet } from '@edge/upstream/cars';

type Props = {
  name: string;
  legend: string;
  facets: Facet[];
  selected: string[];
  /** Labels of selected values the facets no longer list (count 0 under the other filters). */
  labels?: ReadonlyMap<string, string>;
  /** Shown instead of the list when there is nothing to choose. */
  empty?: string;
};

/**
 * A checkbox list with facet counts: the checkboxes post `name=value` pairs, exactly the
 * catalogue's URL. Selected values stay listed even when their count fell to zero.
 */
export function FilterGroup({ name, legend, facets, selected, labels, empty }: Props) {
  const missing = selected
    .filter((value) => !facets.some((f) => f.value === value))
    .map((value) => ({ value, label: labels?.get(value) ?? value, count: 0 }));
  const options = [...facets, ...missing];
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {options.length === 0 ? (
        <p className="filter-group__empty">{empty ?? 'Нет вариантов'}</p>
      ) : (
        <ul className="filter-group__list">
          {/* Lean markup: 50+ options are in the HTML and again in the RSC payload (HTML budget). */}
          {options.map((option) => (
            <li key={option.value}>
              <label>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  defaultChecked={selected.includes(option.value) || undefined}
                />
                {option.label} <span>{formatNumber(option.count)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
