import './CarGallery.css';
import type { CarDetail } from '@edge/upstream/cars';
import { pictureLoading } from '@src/lib/picture-loading';
import { DragScroller } from './DeferredDragScroller';

/**
 * The car's pictures in a snapping strip. The upstream has one illustration per car today; the
 * strip takes any number, so real photos need no change here. The first picture is the page's
 * main image: loaded eagerly, the rest lazily, all with their sizes.
 */
export function CarGallery({ car }: { car: CarDetail }) {
  const images = [car.image];
  return (
    <DragScroller className="car-gallery" label={`Фотографии: ${car.title}`}>
      {images.map((image, index) => (
        <figure key={image.src} className="car-gallery__slide">
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt || `${car.title}, ${car.year} г.`}
            {...pictureLoading(index === 0)}
            decoding="async"
            draggable={false}
            className="car-gallery__image"
          />
        </figure>
      ))}
    </DragScroller>
  );
}
