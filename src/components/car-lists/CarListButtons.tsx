import './CarListButtons.css';
import { carListAction } from '@common/api-routes';
import type { CarListName } from '@common/car-lists';
import { Button } from '../ui/Button';

type Props = {
  carId: number;
  /** The page (path and query) a plain post returns to. */
  back: string;
  inCompare: boolean;
  inFavourites: boolean;
  /** The car's name, so each button says which car it acts on. */
  title: string;
};

/** «Сравнить» and «В избранное» for one car: plain forms, so they work without JavaScript. */
export function CarListButtons({ carId, back, inCompare, inFavourites, title }: Props) {
  return (
    <div className="car-list-buttons">
      <ListToggle
        list="compare"
        carId={carId}
        back={back}
        on={inCompare}
        label={inCompare ? 'Убрать из сравнения' : 'Сравнить'}
        title={title}
      />
      <ListToggle
        list="favourites"
        carId={carId}
        back={back}
        on={inFavourites}
        label={inFavourites ? 'Убрать из избранного' : 'В избранное'}
        title={title}
      />
    </div>
  );
}

function ListToggle(props: {
  list: CarListName;
  carId: number;
  back: string;
  on: boolean;
  label: string;
  title: string;
}) {
  return (
    <form method="post" action={carListAction(props.list)} className="car-list-buttons__form">
      <input type="hidden" name="op" value={props.on ? 'remove' : 'add'} />
      <input type="hidden" name="carId" value={props.carId} />
      <input type="hidden" name="_back" value={props.back} />
      <Button type="submit" size="md" theme={props.on ? 'primary' : 'outline'} icon={props.on ? 'check' : undefined}>
        {props.label}
        {/* The visible words start the name; the car's name tells the buttons of a list apart. */}
        <span className="visually-hidden">: {props.title}</span>
      </Button>
    </form>
  );
}
