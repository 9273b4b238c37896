import './QuickSearch.css';
import { ROUTES } from '@common/constants';
import { Button } from '../ui/Button';

type Option = { slug: string; name: string };

/** Brand, vehicle type and budget as a plain GET form into the catalogue's own URL parameters. */
export function QuickSearch({ brands, vehicleTypes }: { brands: Option[]; vehicleTypes: Option[] }) {
  return (
    <form className="panel quick-search" method="get" action={ROUTES.catalog} aria-label="Быстрый подбор автомобиля">
      <div className="quick-search__field">
        <label htmlFor="quick-brand">Марка</label>
        <select id="quick-brand" name="brand" className="input quick-search__input" defaultValue="">
          <option value="">Любая</option>
          {brands.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="quick-type">Тип техники</label>
        <select id="quick-type" name="vehicleType" className="input quick-search__input" defaultValue="">
          <option value="">Любой</option>
          {vehicleTypes.map((v) => (
            <option key={v.slug} value={v.slug}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor="quick-budget">Бюджет до, ₽</label>
        <input
          id="quick-budget"
          name="priceTo"
          className="input quick-search__input"
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
