/* global window -- jest runs this in the jsdom window */
// jsdom has no canvas: say so quietly (its "not implemented" error would flood the output).
// The charts then draw nothing, and their tables still carry every number they show.
window.HTMLCanvasElement.prototype.getContext = () => null;
