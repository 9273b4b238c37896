import './CompareTable.css';
import { comparePath } from '@common/car-lists';
import { carPath } from '@common/constants';
import { formatMileage, formatMoney } from '@common/format';
import { formatOffer } from '@common/lease-offer';
import type { CarSpecs } from '@edge/upstream/cars';
import { engineText } from '../car/CarSpecs';
import { AppLink } from '../shell/AppLink';
import { CompareRemove } from './DeferredCompareRemove';

/** The rows compared, in the order a buyer reads them. */
const ROWS: readonly [name: string, value: (car: CarSpecs) => string][] = [
  ['Цена', (car) => formatMoney(car.price)],
  ['Платёж в месяц', (car) => formatOffer(car.monthlyPayment)],
  ['Кузов', (car) => car.body],
  ['Двигатель', (car) => engineText(car.engine)],
  ['Коробка передач', (car) => car.transmission],
  ['Привод', (car) => car.drive],
  ['Год выпуска', (car) => String(car.year)],
  ['Пробег', (car) => formatMileage(car.mileage)],
  ['Город', (car) => car.city],
];

/** Whether the cars differ in a row (one car never does). */
export const rowDiffers = (values: readonly string[]) => new Set(values).size > 1;

/**
 * The cars side by side, a column each; rows where they differ are marked in words and colour.
 * Each column's «Убрать» is a plain form that returns to the comparison of the other cars; with
 * JavaScript it answers in place (CompareRemove.tsx).
 */
export function CompareTable({ cars }: { cars: CarSpecs[] }) {
  const ids = cars.map((car) => car.id);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="compare-table" aria-label="Сравнение автомобилей" tabIndex={0}>
      <table className="compare-table__table">
        <caption className="visually-hidden">Характеристики автомобилей рядом</caption>
        <thead>
          <tr>
            <td />
            {cars.map((car) => (
              <th key={car.id} scope="col" className="compare-table__car">
                <img
                  className="compare-table__image"
                  src={car.image.src}
                  width={car.image.width}
                  height={car.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <AppLink href={carPath(car.slug)}>{car.title}</AppLink>
                <CompareRemove carId={car.id} title={car.title} back={comparePath(ids)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([name, read]) => {
            const values = cars.map(read);
            const differs = rowDiffers(values);
            return (
              <tr
                key={name}
                className={differs ? 'compare-table__row compare-table__row--differs' : 'compare-table__row'}
              >
                <th scope="row">
                  {name}
                  {differs ? <span className="compare-table__mark">различается</span> : null}
                </th>
                {values.map((value, i) => (
                  <td key={ids[i]}>{value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
