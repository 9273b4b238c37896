import './CarSpecs.css';
import { formatMileage, formatNumber, formatPower } from '@common/format';
import type { CarDetail } from '@edge/upstream/cars';

/** An engine in words: «1,5 л, 150 л. с., бензин». */
export function engineText(engine: CarDetail['engine']): string {
  const parts = [
    engine.volume ? `${formatNumber(engine.volume, 1)} л` : null,
    formatPower(engine.powerHp),
    engine.fuel.name.toLowerCase(),
  ];
  return parts.filter(Boolean).join(', ');
}

/** The specifications as a two-column table (a real table: screen readers pair name and value). */
export function CarSpecs({ car }: { car: CarDetail }) {
  const rows: [string, string][] = [
    ['Марка', car.brand.name],
    ['Модель', car.model.name],
    ['Тип техники', car.vehicleType.name],
    ['Год выпуска', String(car.year)],
    ['Пробег', formatMileage(car.mileage)],
    ['Двигатель', engineText(car.engine)],
    ['Коробка передач', car.transmission.name],
    ['Привод', car.drive.name],
    ['Кузов', car.body.name],
    ['Цвет', car.color.name],
    ['Город', car.city],
  ];
  return (
    <table className="car-specs">
      <caption className="car-specs__caption">Характеристики</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {/* A city stays whole, never «Санкт-» / «Петербург» (docs/glossary.md). */}
            <td className={name === 'Город' ? 'nowrap' : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
