import './styles.css';
import './lib/zod-jitless';
import { afterFirstScreen, releaseDeferredPreloads } from './lib/after-first-screen';

/*
 * The server's HTML is the whole page, so the app's code is not fetched until the first screen, its hero
 * image included, has been painted (issue 18). On a phone's connection the JavaScript would otherwise share
 * the bandwidth with that image and delay it; hydration, which makes the page interactive, follows as soon
 * as the code arrives. The page's own chunks, which the server lists in the HTML, are fetched in parallel.
 */
void afterFirstScreen().then(() => {
  const app = import('./hydrate');
  void releaseDeferredPreloads();
  return app;
});
