import { SITE_NAME } from '../../lib/site';
import { PageHead } from '../layout/PageHead';

/** The home screen; `/` and every single-segment path without a dot show it (spec section 2). */
export async function HomeScreen() {
  return (
    <>
      <PageHead title={SITE_NAME} description="Лизинг и подписка на автомобили для частных лиц и компаний" />
      <h1>Лизинг автомобилей для частных лиц и бизнеса</h1>
    </>
  );
}
