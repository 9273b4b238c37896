import './table-filters.css';
import { FormUrlSync } from '../forms/FormUrlSync';

/**
 * The «Статус» checkboxes of a GET filter form (schedule, bills): several may be chosen. It brings
 * the form's Back/Forward sync with it (FormUrlSync), so the boxes always match the URL.
 */
export function StatusFilter({
  statuses,
  chosen,
}: {
  statuses: ReadonlyMap<string, string>;
  chosen: readonly string[];
}) {
  return (
    <fieldset className="table-filters__group">
      <legend>Статус</legend>
      <FormUrlSync />
      {[...statuses].map(([slug, name]) => (
        <label key={slug} className="table-filters__option">
          <input type="checkbox" name="status" value={slug} defaultChecked={chosen.includes(slug)} />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
