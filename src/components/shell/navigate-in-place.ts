import type { useRouter } from 'waku';
import { navigationStore } from './navigation-store';

/** The router's `push` or `replace`. */
type Navigate = ReturnType<typeof useRouter>['push'];

/**
 * Moves the router to another address of the page on screen (a filter's, a comparison's without a
 * car): the server renders it without a full load, the view stays where it is, and the loading bar
 * shows the wait. If the router cannot (a failed answer, a redirect it hands over) the browser
 * loads the address itself.
 */
export async function navigateInPlace(navigate: Navigate, href: string) {
  navigationStore.start();
  try {
    await navigate(href as `/${string}`, { scroll: false });
  } catch {
    window.location.assign(href);
  } finally {
    navigationStore.done();
  }
}
