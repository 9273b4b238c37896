import './CarListButtons.css';
import { FAVOURITES_PATH } from '@common/car-lists';
import { CarListToggles } from './DeferredCarListToggles';

type Props = {
  carId: number;
  /** The page (path and query) a plain post returns to. */
  back: string;
  inCompare: boolean;
  inFavourites: boolean;
  /** The car's name, so each button says which car it acts on. */
  title: string;
};

/** The fragment of a car's buttons: a plain post returns to them, not to the top of the page. */
const carListsAnchor = (carId: number) => `car-${carId}-lists`;

/**
 * «Сравнить» and «В избранное» for one car, in one row: plain forms, so they work without
 * JavaScript; with it they answer in place once touched (DeferredCarListToggles.tsx).
 */
export function CarListButtons({ carId, back, inCompare, inFavourites, title }: Props) {
  const anchor = carListsAnchor(carId);
  const returnTo = `${back.split('#')[0]}#${anchor}`;
  // On /favourites a removed car leaves the page: that post reloads it.
  const onFavourites = back.split(/[?#]/)[0] === FAVOURITES_PATH;
  return (
    <div className="car-list-buttons" id={anchor}>
      <CarListToggles
        carId={carId}
        title={title}
        compare={{ back: returnTo, on: inCompare }}
        favourites={{ back: onFavourites ? back : returnTo, on: inFavourites, plain: onFavourites }}
      />
    </div>
  );
}
