import './QuickSearch.css';
import { ROUTES } from '@common/constants';
import { SelectOptions } from '../forms/SelectOptions';
import { Button } from '../ui/Button';

type Option = { slug: string; name: string };

/** Brand, vehicle type and budget as a plain GET form into the catalogue's own URL parameters. */
export function QuickSearch({ brands, vehicleTypes }: { brands: Option[]; vehicleTypes: Option[] }) {
  const choices = [
    { id: 'quick-brand', name: 'brand', label: 'Марка', any: 'Любая', options: brands },
    { id: 'quick-type', name: 'vehicleType', label: 'Тип техники', any: 'Любой', options: vehicleTypes },
  ];
  return (
    <form className="quick-search panel" method="get" action={ROUTES.catalog} aria-label="Быстрый подбор автомобиля">
      {choices.map(({ id, name, label, any, options }) => (
        <div key={id} className="quick-search__field">
          <label htmlFor={id}>{label}</label>
          <select id={id} name={name} className="quick-search__input input" defaultValue="">
            <SelectOptions placeholder={any} options={options.map((o) => ({ value: o.slug, label: o.name }))} />
          </select>
        </div>
      ))}
      <div className="quick-search__field">
        <label htmlFor="quick-budget">Бюджет до, ₽</label>
        <input
          id="quick-budget"
          name="priceTo"
          className="quick-search__input input"
          type="text"
          inputMode="numeric"
          pattern="[0-9 ]*"
          placeholder="Например, 3000000"
          autoComplete="off"
        />
      </div>
      <Button type="submit" size="lg" icon="search">
        Подобрать
      </Button>
    </form>
  );
}
