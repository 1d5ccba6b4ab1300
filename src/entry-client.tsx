import './styles.css';

/**
 * The page is complete as prerendered HTML, so the first paint must not wait for the app: the
 * app's code is fetched and run only once the first frame is on screen (the second frame's
 * callback runs after the first was presented). Otherwise the browser may run it between
 * parsing and painting, and the largest paint would wait for the download and evaluation of
 * about 100 KB of JavaScript on a slow phone.
 */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const afterFirstPaint = () => nextFrame().then(nextFrame);

void afterFirstPaint()
  .then(() => import('./app/start.tsx'))
  .then(({ start }) => start());
