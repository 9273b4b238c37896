import './CatalogEmpty.css';
import type { PublicFormPage } from '../forms/PublicForm';
import type { SelectOption } from '../forms/SelectField';
import { AppLink } from '../shell/AppLink';
import { CarRequestForm } from './DeferredCarRequestForm';

type Props = PublicFormPage & {
  vehicleTypes: SelectOption[];
  cities: SelectOption[];
  defaults: Record<string, string>;
};

/** Nothing matches: say so, offer to widen the search, and take a request for a car not in stock. */
export function CatalogEmpty({ vehicleTypes, cities, ...page }: Props) {
  return (
    <div className="catalog-empty">
      <h2 className="catalog-empty__title">По этим условиям автомобилей нет</h2>
      <p>
        Попробуйте изменить фильтры или <AppLink href="/catalog">посмотрите весь каталог</AppLink>. Или оставьте заявку
        — подберём автомобиль под заказ.
      </p>
      <CarRequestForm {...page} vehicleTypes={vehicleTypes} cities={cities} />
    </div>
  );
}
